// The controller page: joins the TV's room and turns touches into button messages.
// Every finger is tracked on its own (pointer events), so two thumbs can hold two buttons.
"use strict";

(() => {
  const TOKEN_KEY = "spielekiste.token";
  const MAX_DIGITS = 2; // Würfelblitz answers never exceed 36
  const BUZZ_MS = 12;
  const DEAD_ZONE = 0.22; // share of the d-pad's half-width around the hub that presses nothing
  const RETRY_MS = [300, 1000, 2000, 4000]; // after a lost connection, then every 4 s
  const SLOW_RETRY_MS = 5000; // when the game is full or the TV switched phones off
  const SENT_WAIT_MS = 1500; // a call shows "7 …" until the TV's verdict, at most this long
  const VERDICT_MS = 1400; // the verdict stays this long (the TV shows it as long)
  // How the TV marked a call: the sign beside the number; the TV's own word comes with it.
  // A call the round could not take ("late": it was over; "early": the dice were not down)
  // shows the number and the TV's word alone.
  const VERDICT_SIGNS = { right: "\u2713", tie: "\u2713", wrong: "\u2717", late: "", early: "" };
  const JUDGING = ".sent, .right, .tie, .wrong, .late, .early"; // the display shows a call
  const DEFAULT_SEAT = "#8b9bb4";
  const LAYOUTS = ["pad", "numbers", "shout"];
  const CLOSE_REPLACED = 4001; // this phone again, in another tab
  const CLOSE_TAKEN = 4002; // another device took this controller over
  const CLOSE_REFUSED = 4003;
  const ROOM_PATTERN = /^[A-Z]{4,12}$/; // a typed code, or the QR code's longer key
  const CLOSE_GOING_AWAY = 1001;
  const MAX_NAME = 12; // the TV's limit too (people.person.MAX_NAME)
  const MAX_BUZZ_MS = 1000;
  // A click this soon after a finger or mouse press is that press's own click: the press
  // acted already (pointerdown), so the click must not act a second time.
  const POINTER_CLICK_MS = 1000;
  // A keyboard on the page (a laptop, a tablet's keyboard) plays the pad: the TV repeats a
  // held direction itself, as it does for a pad.
  const KEY_ACTIONS = {
    ArrowUp: "up", ArrowDown: "down", ArrowLeft: "left", ArrowRight: "right",
    Enter: "confirm", " ": "confirm", Escape: "back", Backspace: "back",
  };
  // What a name may hold on the TV: letters, digits and " -.'" (people.person.allowed_char).
  const NAME_CHAR = /^[\p{L}\p{N} .'-]$/u;

  // "\u200b" lets a label break before its "/" (a line may not start with one otherwise, so
  // "Spiegeln /" was one unbreakable piece wider than the landscape Y button).
  const TEXT = {
    en: {
      confirm: "OK", back: "Back", rotate: "Rotate \u21bb", rotate_left: "\u21ba Rotate",
      rotate_right: "Rotate \u21bb",
      flip: "Flip \u200b/ shout", pause: "Pause", menu: "Menu", call: "CALL", shout: "SHOUT!", retry: "Use this one",
      phone: "Phone", connecting: "Connecting", lost: "Connection lost. Trying again",
      room: "This game has a new code. Scan the QR code on the TV again.",
      badroom: "Scan the QR code on the TV to join.",
      full: "The game is full right now. Waiting for a free place",
      away: "The TV switched phone controllers off. Waiting",
      replaced: "This controller is open in another tab.",
      busy: "Too many wrong codes were tried. Waiting",
      taken: "Another device took over this controller. To take it back, type the room code shown on the TV.",
      held: "This controller changed hands too often: it stays with the phone that has it. That phone can let it go, or try again in a minute with the room code.",
      held_here: "Another phone keeps trying to take this controller. It stays with you.",
      held_keep: "Keep it", held_free: "Let it go",
      wrongcode: "That is not the room code on the TV. Try again.",
      reclaim: "Take it back",
      name_title: "Your name", name_hint: "Name", name_ok: "OK", name_cancel: "Cancel",
    },
    de: {
      confirm: "OK", back: "Zurück", rotate: "Drehen \u21bb", rotate_left: "\u21ba Drehen",
      rotate_right: "Drehen \u21bb",
      flip: "Spiegeln \u200b/ rufen", pause: "Pause", menu: "Men\u00fc", call: "RUFEN", shout: "RUFEN!",
      retry: "Hier weiterspielen", phone: "Handy", connecting: "Verbinde",
      lost: "Verbindung verloren. Neuer Versuch",
      room: "Das Spiel hat einen neuen Code. Scanne den QR-Code am Fernseher neu.",
      badroom: "Scanne den QR-Code am Fernseher, um mitzuspielen.",
      full: "Das Spiel ist gerade voll. Warte auf einen freien Platz",
      away: "Der Fernseher hat Handys als Controller ausgeschaltet. Warte",
      replaced: "Dieser Controller ist in einem anderen Tab offen.",
      busy: "Es wurden zu viele falsche Codes probiert. Warte",
      taken: "Ein anderes Gerät hat diesen Controller übernommen. Gib den Raumcode vom Fernseher ein, um ihn zurückzuholen.",
      held: "Dieser Controller hat zu oft gewechselt: Er bleibt bei dem Handy, das ihn hat. Das kann ihn freigeben, oder du versuchst es in einer Minute noch einmal mit dem Raumcode.",
      held_here: "Ein anderes Handy will diesen Controller immer wieder \u00fcbernehmen. Er bleibt bei dir.",
      held_keep: "Behalten", held_free: "Freigeben",
      wrongcode: "Das ist nicht der Raumcode vom Fernseher. Versuch es noch einmal.",
      reclaim: "Zurückholen",
      name_title: "Dein Name", name_hint: "Name", name_ok: "OK", name_cancel: "Abbrechen",
    },
    fr: {
      confirm: "OK", back: "Retour", rotate: "Tourner \u21bb", rotate_left: "\u21ba Tourner",
      rotate_right: "Tourner \u21bb", flip: "Miroir \u200b/ crier", pause: "Pause", menu: "Menu", call: "ANNONCER",
      shout: "CRIER !", retry: "Jouer ici", phone: "Téléphone", connecting: "Connexion",
      lost: "Connexion perdue. Nouvel essai",
      room: "La partie a un nouveau code. Scannez à nouveau le QR code de la télé.",
      badroom: "Scannez le QR code de la télé pour jouer.",
      full: "La partie est pleine. En attente d'une place",
      away: "La télé a désactivé les manettes téléphone. En attente",
      replaced: "Cette manette est ouverte dans un autre onglet.",
      busy: "Trop de codes erronés ont été essayés. En attente",
      taken: "Un autre appareil a pris cette manette. Pour la reprendre, tapez le code de la salle affiché sur la télé.",
      held: "Cette manette a chang\u00e9 de main trop souvent : elle reste sur le t\u00e9l\u00e9phone qui l\u2019a. Celui-ci peut la lib\u00e9rer, sinon r\u00e9essayez dans une minute avec le code de la salle.",
      held_here: "Un autre t\u00e9l\u00e9phone essaie sans cesse de prendre cette manette. Elle reste chez toi.",
      held_keep: "La garder", held_free: "La lib\u00e9rer",
      wrongcode: "Ce n'est pas le code affiché sur la télé. Réessayez.",
      reclaim: "La reprendre",
      name_title: "Ton nom", name_hint: "Nom", name_ok: "OK", name_cancel: "Annuler",
    },
    it: {
      confirm: "OK",
      back: "Indietro",
      rotate: "Ruota \u21bb",
      rotate_left: "\u21ba Ruota",
      rotate_right: "Ruota \u21bb",
      flip: "Specchia \u200b/ grida",
      pause: "Pausa",
      menu: "Menu",
      call: "ANNUNCIA",
      shout: "GRIDA!",
      retry: "Gioca qui",
      phone: "Telefono",
      connecting: "Connessione",
      lost: "Connessione persa. Nuovo tentativo",
      room: "Questa partita ha un nuovo codice. Scansiona di nuovo il QR code sulla TV.",
      badroom: "Scansiona il QR code sulla TV per giocare.",
      full: "La partita \u00e8 piena. In attesa di un posto libero",
      away: "La TV ha disattivato i telefoni come controller. In attesa",
      replaced: "Questo controller \u00e8 aperto in un'altra scheda.",
      busy: "Troppi codici sbagliati. In attesa",
      taken: "Un altro dispositivo ha preso questo controller. Per riprenderlo, digita il codice stanza mostrato sulla TV.",
      held: "Questo controller ha cambiato mano troppo spesso: resta al telefono che ce l\u2019ha. Quel telefono pu\u00f2 lasciarlo, oppure riprova tra un minuto con il codice stanza.",
      held_here: "Un altro telefono continua a cercare di prendere questo controller. Resta a te.",
      held_keep: "Tienilo", held_free: "Lascialo",
      wrongcode: "Non \u00e8 il codice stanza della TV. Riprova.",
      reclaim: "Riprendilo",
      name_title: "Il tuo nome",
      name_hint: "Nome",
      name_ok: "OK",
      name_cancel: "Annulla",
    },
    es: {
      confirm: "OK",
      back: "Atr\u00e1s",
      rotate: "Girar \u21bb",
      rotate_left: "\u21ba Girar",
      rotate_right: "Girar \u21bb",
      flip: "Voltear \u200b/ gritar",
      pause: "Pausa",
      menu: "Men\u00fa",
      call: "DECIR",
      shout: "\u00a1GRITA!",
      retry: "Jugar aqu\u00ed",
      phone: "M\u00f3vil",
      connecting: "Conectando",
      lost: "Conexi\u00f3n perdida. Reintentando",
      room: "Esta partida tiene un c\u00f3digo nuevo. Vuelve a escanear el c\u00f3digo QR de la tele.",
      badroom: "Escanea el c\u00f3digo QR de la tele para unirte.",
      full: "La partida est\u00e1 llena. Esperando una plaza libre",
      away: "La tele ha desactivado los m\u00f3viles como mando. Esperando",
      replaced: "Este mando est\u00e1 abierto en otra pesta\u00f1a.",
      busy: "Se han probado demasiados c\u00f3digos err\u00f3neos. Esperando",
      taken: "Otro dispositivo ha tomado este mando. Para recuperarlo, escribe el c\u00f3digo de sala que sale en la tele.",
      held: "Este mando ha cambiado de manos demasiadas veces: se queda en el m\u00f3vil que lo tiene. Ese m\u00f3vil puede soltarlo; si no, vuelve a intentarlo dentro de un minuto con el c\u00f3digo de sala.",
      held_here: "Otro m\u00f3vil intenta una y otra vez quedarse con este mando. Se queda contigo.",
      held_keep: "Qued\u00e1rmelo", held_free: "Soltarlo",
      wrongcode: "Ese no es el c\u00f3digo de sala de la tele. Int\u00e9ntalo otra vez.",
      reclaim: "Recuperarlo",
      name_title: "Tu nombre",
      name_hint: "Nombre",
      name_ok: "OK",
      name_cancel: "Cancelar",
    },
    nl: {
      confirm: "OK",
      back: "Terug",
      rotate: "Draaien \u21bb",
      rotate_left: "\u21ba Draaien",
      rotate_right: "Draaien \u21bb",
      flip: "Spiegelen \u200b/ roepen",
      pause: "Pauze",
      menu: "Menu",
      call: "ROEPEN",
      shout: "ROEPEN!",
      retry: "Hier verder spelen",
      phone: "Telefoon",
      connecting: "Verbinden",
      lost: "Verbinding verbroken. Nieuwe poging",
      room: "Dit spel heeft een nieuwe code. Scan de QR-code op de tv opnieuw.",
      badroom: "Scan de QR-code op de tv om mee te doen.",
      full: "Het spel is nu vol. Wachten op een vrije plaats",
      away: "De tv heeft telefoons als controller uitgezet. Wachten",
      replaced: "Deze controller is open in een ander tabblad.",
      busy: "Er zijn te veel foute codes geprobeerd. Wachten",
      taken: "Een ander apparaat heeft deze controller overgenomen. Typ de kamercode van de tv om hem terug te nemen.",
      held: "Deze controller wisselde te vaak van hand: hij blijft bij de telefoon die hem nu heeft. Die kan hem vrijgeven, of probeer het over een minuut opnieuw met de kamercode.",
      held_here: "Een andere telefoon probeert steeds deze controller over te nemen. Hij blijft bij jou.",
      held_keep: "Houden", held_free: "Vrijgeven",
      wrongcode: "Dat is niet de kamercode op de tv. Probeer het nog eens.",
      reclaim: "Terugnemen",
      name_title: "Je naam",
      name_hint: "Naam",
      name_ok: "OK",
      name_cancel: "Annuleren",
    },
  };
  // The phone's own language until the TV says which one it speaks (the welcome): from then
  // on the page speaks the TV's, as every word the TV sends does.
  let t = TEXT[(navigator.language || "en").slice(0, 2).toLowerCase()] || TEXT.en;

  const root = document.documentElement;
  const body = document.body;
  const nameEl = document.getElementById("name");
  const symbolEl = document.getElementById("symbol");
  const typedEl = document.getElementById("typed");
  const callEl = document.querySelector('[data-key="call"]');
  const retryEl = document.getElementById("retry");
  const reclaimEl = document.getElementById("reclaim");
  const codeEl = document.getElementById("code");
  const askEl = document.getElementById("ask");
  const fieldEl = document.getElementById("field");
  const askOkEl = document.getElementById("ask-ok");
  const phoneEl = document.getElementById("phone");
  const heldEl = document.getElementById("held");
  const bannerEl = document.getElementById("banner");
  const room = location.pathname.slice(1).toUpperCase();

  let socket = null;
  let attempt = 0;
  let retryTimer = 0;
  let refusal = "";
  let stopped = false;
  let phoneNumber = 0;
  let seatName = "";
  let phoneName = ""; // what the TV calls this phone ("Phone 3"), from its welcome and look
  let typed = "";
  let sentTimer = 0;
  let reclaiming = ""; // the room code typed to take this controller back
  let lostToken = ""; // the token another device took over: the claim to take it back
  let sentName = null; // the name text last sent, so an unchanged field sends nothing
  let lastPressed = null; // the button pressed last: a nudge from the TV shakes it
  const held = new Map(); // action -> how many fingers hold it
  const pointers = new Map(); // pointerId -> {el, action} | {dpad, dir} | {el, key}
  const keys = new Map(); // a keyboard key held down -> the action it presses
  let lastPointer = -Infinity; // when a finger or mouse last went down or up (event time)

  // ----- storage (may be unavailable in private browsing) --------------------------------
  function loadToken() {
    try { return localStorage.getItem(TOKEN_KEY) || ""; } catch (e) { return ""; }
  }
  function saveToken(token) {
    try { localStorage.setItem(TOKEN_KEY, token); } catch (e) { /* joins anew next time */ }
  }
  function forgetToken() {
    try { localStorage.removeItem(TOKEN_KEY); } catch (e) { /* nothing stored */ }
  }

  // ----- what the page shows --------------------------------------------------------------
  function setState(state, message) {
    body.dataset.state = state;
    document.getElementById("message").textContent = message || "";
    retryEl.hidden = state !== "replaced";
    reclaimEl.hidden = state !== "taken";
  }

  // One name, the TV's: who holds the seat big ("Zoë", "P3"), the phone's own name under
  // it, as the lobby's card shows them; before a seat, and on a seat whose person is not
  // named yet (the TV calls that seat after the phone), the phone's name alone.
  function showName() {
    const own = phoneName || (phoneNumber ? `${t.phone} ${phoneNumber}` : "");
    nameEl.textContent = seatName || own || "Spielekiste";
    const second = seatName && seatName !== own ? own : "";
    phoneEl.textContent = second;
    phoneEl.hidden = !second;
  }

  function speak(lang) {
    if (!TEXT[lang] || TEXT[lang] === t) return;
    t = TEXT[lang];
    root.lang = lang;
    showTexts();
    PhoneCue.relabel(); // the TV's words stay on the buttons that have them
  }

  function showTexts() {
    for (const el of document.querySelectorAll("[data-text]")) {
      el.textContent = t[el.dataset.text] || "";
    }
    nameButtons();
  }

  // A button is called what it says in big: "A", "B", "Y" (the menu button, drawn "\u2261", is
  // "Menu"); the word under it is its description. Run together ("B Play as a guest") a
  // search for the button "A" found B first, its words having an "a" in them, and pressed it.
  function nameButtons() {
    const buttons = document.querySelectorAll("button[data-action]");
    for (const [i, button] of buttons.entries()) {
      const letter = button.querySelector("b");
      const word = button.querySelector("span");
      if (!letter) continue;
      const big = letter.textContent.trim();
      button.setAttribute("aria-label", /^[A-Z]$/.test(big) ? big : t.menu || big);
      if (word) {
        word.id = word.id || `word-${i}`;
        button.setAttribute("aria-describedby", word.id);
      }
    }
  }

  const SVG = "http://www.w3.org/2000/svg";
  const STAR = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 ? 4 : 9.5;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(radius * Math.cos(angle)).toFixed(2)},${(radius * Math.sin(angle) + 0.8).toFixed(2)}`;
  }).join(" ");
  const SHAPES = {
    circle: ["circle", { r: 8 }],
    square: ["rect", { x: -7, y: -7, width: 14, height: 14 }],
    triangle: ["polygon", { points: "0,-9 9,7 -9,7" }],
    diamond: ["polygon", { points: "0,-9.5 9.5,0 0,9.5 -9.5,0" }],
    star: ["polygon", { points: STAR }],
    cross: ["polygon", { points: "-3,-9 3,-9 3,-3 9,-3 9,3 3,3 3,9 -3,9 -3,3 -9,3 -9,-3 -3,-3" }],
    heart: ["path", { d: "M0,8.5 L-8,0.5 A4.3,4.3 0 0 1 0,-5 A4.3,4.3 0 0 1 8,0.5 Z" }],
    ring: ["circle", { r: 6.5, fill: "none", "stroke-width": 3 }],
    stripes: ["path", { d: "M-8,5 L-3,-8 M-2.5,8 L2.5,-8 M3,8 L8,-5", fill: "none", "stroke-width": 2.6 }],
  };

  function drawSymbol(name) {
    symbolEl.replaceChildren();
    const shape = SHAPES[name];
    let node;
    if (shape) {
      node = document.createElementNS(SVG, shape[0]);
      for (const [key, value] of Object.entries(shape[1])) node.setAttribute(key, value);
    } else {
      node = document.createElementNS(SVG, "text"); // no seat yet: the phone's number
      node.setAttribute("text-anchor", "middle");
      node.setAttribute("dominant-baseline", "central");
      node.setAttribute("font-size", "13");
      node.setAttribute("stroke", "none");
      node.textContent = phoneNumber ? String(phoneNumber) : "?";
    }
    symbolEl.append(node);
  }

  function applyLook(message) {
    const ok = typeof message.colour === "string" && /^#[0-9a-f]{6}$/i.test(message.colour);
    const colour = ok ? message.colour : DEFAULT_SEAT;
    root.style.setProperty("--seat", colour);
    root.style.setProperty("--seat-ink", PhoneCue.inkFor(colour));
    // The connection light reads on the seat's colour (a lime light on a lime seat did not).
    for (const [state, light] of Object.entries(PhoneCue.lights(colour))) {
      root.style.setProperty(`--light-${state}`, light);
    }
    document.querySelector('meta[name="theme-color"]').setAttribute("content", colour);
    seatName = typeof message.name === "string" ? message.name.slice(0, 24) : "";
    if (typeof message.phone === "string" && message.phone) phoneName = message.phone.slice(0, 24);
    drawSymbol(typeof message.symbol === "string" ? message.symbol : "");
    showName();
  }

  function applyLayout(name) {
    if (!LAYOUTS.includes(name) || body.dataset.layout === name) return;
    releaseAll(); // the buttons under the fingers are about to vanish
    body.dataset.layout = name;
    PhoneCue.fit(); // the number pad keeps its banner's band; the others make room for it
  }

  // ----- the name field: what is typed shows on the TV at once ------------------------------
  function cleanName(value) {
    const kept = Array.from(value.normalize("NFC")).filter((ch) => NAME_CHAR.test(ch));
    // One space at a time and none in front, as the TV's keyboard types them.
    return Array.from(kept.join("").replace(/^ +/, "").replace(/ {2,}/g, " "))
      .slice(0, MAX_NAME)
      .join("");
  }

  function applyField(message) {
    const open = message.open === true;
    if (open) {
      if (askEl.hidden) {
        releaseAll(); // the buttons under the fingers are about to be covered
        fieldEl.value = cleanName(typeof message.text === "string" ? message.text : "");
        sentName = fieldEl.value;
      }
      askEl.hidden = false;
      askOkEl.disabled = !fieldEl.value.trim();
      fieldEl.focus();
    } else if (!askEl.hidden) {
      askEl.hidden = true;
      fieldEl.blur();
      fieldEl.value = "";
      sentName = null;
    }
  }

  function typeName(composing) {
    const clean = cleanName(fieldEl.value);
    // While a phone keyboard composes a word, rewriting the field would break it; the
    // clean text is sent all the same, so the TV follows every letter.
    if (!composing && clean !== fieldEl.value) fieldEl.value = clean;
    askOkEl.disabled = !clean.trim();
    if (clean !== sentName) {
      sentName = clean;
      send({ type: "name", text: clean, step: "typing" });
    }
  }

  function endName(step) {
    const clean = cleanName(fieldEl.value);
    if (step === "ok" && !clean.trim()) return;
    sentName = clean;
    send({ type: "name", text: step === "ok" ? clean : "", step });
    buzz();
  }

  // ----- the connection -------------------------------------------------------------------
  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN && body.dataset.state === "ready") {
      socket.send(JSON.stringify(message));
    }
  }

  function connect() {
    clearTimeout(retryTimer);
    if (socket || stopped) return;
    if (!ROOM_PATTERN.test(room)) {
      stopped = true;
      setState("stopped", t.badroom);
      return;
    }
    if (body.dataset.state !== "waiting") setState("connecting", attempt ? t.lost : t.connecting);
    refusal = "";
    const ws = new WebSocket(`ws://${location.host}/ws`);
    socket = ws;
    const claim = reclaiming;
    reclaiming = "";
    ws.onopen = () => {
      const token = loadToken();
      let opening = token ? { type: "hello", room, token } : { type: "join", room };
      if (claim && lostToken) opening = { type: "reclaim", room: claim, token: lostToken };
      ws.send(JSON.stringify(opening));
    };
    ws.onmessage = (event) => receive(event.data);
    ws.onclose = (event) => closed(ws, event.code);
  }

  function receive(data) {
    let message;
    try { message = JSON.parse(data); } catch (e) { return; }
    if (!message || typeof message.type !== "string") return;
    if (message.type === "welcome" && typeof message.token === "string") {
      saveToken(message.token);
      lostToken = "";
      phoneNumber = Number.isInteger(message.number) ? message.number : 0;
      if (typeof message.name === "string") phoneName = message.name.slice(0, 24);
      if (typeof message.lang === "string") speak(message.lang);
      attempt = 0;
      showName();
      if (!seatName) drawSymbol("");
      setState("ready");
    } else if (message.type === "refused") {
      refusal = String(message.reason);
      if (refusal === "token") forgetToken(); // a token from an earlier game: join anew
    } else if (message.type === "look") {
      applyLook(message);
    } else if (message.type === "layout") {
      applyLayout(message.name);
    } else if (message.type === "field") {
      applyField(message);
    } else if (message.type === "buzz" && Number.isInteger(message.ms) && message.ms > 0) {
      buzz(Math.min(message.ms, MAX_BUZZ_MS));
    } else if (message.type === "verdict") {
      showVerdict(message);
    } else if (message.type === "nudge") {
      // A press or call that did nothing just now (OK with nothing typed, a button the TV
      // refused): the number display shakes, or on the pad the button that was pressed.
      refuse(body.dataset.layout === "numbers" || !lastPressed ? typedEl : lastPressed);
    } else if (message.type === "cue") {
      const before = body.dataset.mode;
      const line = bannerEl.textContent;
      if (PhoneCue.apply(message, send, buzz) && body.dataset.mode !== before) {
        releaseAll(); // the buttons under the fingers may be about to change or vanish
      }
      // The number pad: a new line is a new moment of the round (the dice down, the round
      // over): a number typed for the last one would be called in the next.
      if (body.dataset.layout === "numbers" && bannerEl.textContent !== line) forgetTyped();
    } else if (message.type === "held") {
      heldEl.hidden = message.open !== true;
    }
  }

  function closed(ws, code) {
    if (socket !== ws) return;
    socket = null;
    releaseAll(false);
    if (stopped) return;
    let wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
    attempt += 1;
    if (code === CLOSE_REPLACED) {
      setState("replaced", t.replaced);
      return;
    }
    // Taken over by another device (its token was seen on the network, or it is a second
    // phone of ours): never fight back by ourselves; the person types the room code.
    if (code === CLOSE_TAKEN || (code === CLOSE_REFUSED && refusal === "taken")) {
      lostToken = loadToken() || lostToken;
      setState("taken", t.taken);
      return;
    }
    // Changed hands too often: the TV decides; the code works again once it has.
    if (code === CLOSE_REFUSED && refusal === "held") {
      lostToken = loadToken() || lostToken;
      setState("taken", t.held);
      return;
    }
    if (code === CLOSE_REFUSED && refusal === "room" && lostToken) {
      setState("taken", t.wrongcode);
      return;
    }
    if (code === CLOSE_REFUSED && refusal === "room") {
      stopped = true;
      setState("stopped", t.room);
      return;
    }
    if (code === CLOSE_REFUSED && refusal === "token") {
      wait = 0;
    } else if (code === CLOSE_REFUSED && refusal === "busy") {
      setState("waiting", t.busy);
      wait = SLOW_RETRY_MS;
    } else if (code === CLOSE_REFUSED && refusal === "full") {
      setState("waiting", t.full);
      wait = SLOW_RETRY_MS;
    } else if (code === CLOSE_GOING_AWAY) {
      setState("waiting", t.away);
      wait = SLOW_RETRY_MS;
    } else {
      setState("connecting", t.lost);
    }
    if (!document.hidden) retryTimer = setTimeout(connect, wait);
  }

  // ----- buttons ---------------------------------------------------------------------------
  function buzz(ms) {
    // Feature-checked: iOS Safari has no vibration at all.
    if (typeof navigator.vibrate === "function") navigator.vibrate(ms || BUZZ_MS);
  }

  function press(action, down) {
    const count = (held.get(action) || 0) + (down ? 1 : -1);
    if (count > 0) held.set(action, count);
    else held.delete(action);
    if (down && count === 1) {
      send({ type: "button", action, down: true });
      buzz();
    } else if (!down && count === 0) {
      send({ type: "button", action, down: false });
    }
  }

  function refresh() {
    const lit = new Set();
    for (const entry of pointers.values()) {
      if (entry.el) lit.add(entry.el);
      if (entry.dpad && entry.dir) lit.add(entry.dpad.querySelector(`[data-dir="${entry.dir}"]`));
    }
    for (const el of document.querySelectorAll("[data-action], [data-digit], [data-key], [data-dir]")) {
      el.classList.toggle("on", lit.has(el));
    }
  }

  function steer(entry, event) {
    const box = entry.dpad.getBoundingClientRect();
    const dx = (event.clientX - (box.left + box.width / 2)) / (box.width / 2);
    const dy = (event.clientY - (box.top + box.height / 2)) / (box.height / 2);
    let dir = null;
    if (Math.max(Math.abs(dx), Math.abs(dy)) >= DEAD_ZONE) {
      dir = Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? "left" : "right") : (dy < 0 ? "up" : "down");
    }
    if (dir === entry.dir) return;
    if (entry.dir) press(entry.dir, false);
    entry.dir = dir;
    if (dir) press(dir, true);
    refresh();
  }

  function typeKey(el) {
    clearTimeout(sentTimer);
    typedEl.classList.remove("sent", "shake");
    if (el.dataset.digit !== undefined) {
      if (typed.length >= MAX_DIGITS) return refuse();
      typed = (typed === "0" ? "" : typed) + el.dataset.digit;
    } else if (el.dataset.key === "clear") {
      typed = typed.slice(0, -1);
    } else if (el.dataset.key === "call") {
      if (!typed) {
        // Nothing typed: the big key is the TV's confirm, and wears its word ("Throw",
        // "Next"); the TV answers a confirm it has no use for with a nudge. A word that
        // just came up takes no tap yet: that tap was meant for the key before it.
        if (!PhoneCue.known()) return refuse();
        if (PhoneCue.arming()) return refuse(el);
        send({ type: "button", action: "confirm", down: true });
        send({ type: "button", action: "confirm", down: false });
        buzz();
        return;
      }
      send({ type: "call", number: Number(typed) });
      buzz(40);
      // Sent, not judged: the TV's verdict follows at once (showVerdict).
      typedEl.textContent = `${typed} \u2026`;
      typedEl.classList.add("sent");
      typed = "";
      sentTimer = setTimeout(showTyped, SENT_WAIT_MS);
      return;
    }
    buzz();
    showTyped();
  }

  function typingNumber() {
    return body.dataset.layout === "numbers" && typed !== "";
  }

  function refuse(el) {
    const shaken = el || typedEl;
    shaken.classList.remove("shake");
    void shaken.offsetWidth; // restart the animation
    shaken.classList.add("shake");
    buzz(60);
  }

  function showTyped() {
    typedEl.classList.remove("sent", "right", "tie", "wrong", "late", "early");
    typedEl.textContent = typed || "\u2013";
  }

  function forgetTyped() {
    typed = "";
    if (!typedEl.matches(JUDGING)) showTyped(); // a call on show stays its moment
  }

  // Right or wrong, as the TV shows it: the number, a tick or a cross, the TV's word, and
  // the colour of the TV's mark (the TV's rumble buzzes the phone too).
  function showVerdict(message) {
    const sign = VERDICT_SIGNS[message.mark];
    if (sign === undefined || !Number.isInteger(message.number)) return;
    clearTimeout(sentTimer);
    typedEl.classList.remove("sent", "shake", "right", "tie", "wrong", "late", "early");
    const said = document.createElement("span");
    said.textContent = sign ? `${message.number} ${sign}` : String(message.number);
    const word = document.createElement("small");
    word.textContent = typeof message.word === "string" ? message.word.slice(0, 24) : "";
    typedEl.replaceChildren(said, word);
    typedEl.classList.add(message.mark);
    sentTimer = setTimeout(showTyped, VERDICT_MS);
  }

  function release(id) {
    const entry = pointers.get(id);
    if (!entry) return;
    pointers.delete(id);
    if (entry.dpad && entry.dir) press(entry.dir, false);
    if (entry.action) press(entry.action, false);
    refresh();
  }

  function releaseAll(notify = true) {
    if (notify) {
      for (const id of [...pointers.keys()]) release(id);
      for (const action of [...held.keys()]) send({ type: "button", action, down: false });
    }
    pointers.clear();
    keys.clear();
    held.clear();
    refresh();
  }

  document.addEventListener("pointerdown", (event) => {
    if (body.dataset.state !== "ready") return;
    lastPointer = event.timeStamp;
    const target = event.target;
    const dpad = target.closest("[data-dpad]");
    const button = target.closest("[data-action]");
    const key = target.closest("[data-digit], [data-key]");
    const el = dpad || button || key;
    if (!el) return;
    event.preventDefault();
    lastPressed = el;
    // Keep getting this finger's move and up events even when it slides off the button.
    try { el.setPointerCapture(event.pointerId); } catch (e) { /* pointer already gone */ }
    // Someone else's turn: a button the TV gave no word does nothing there. The page says
    // so itself (a shake and a soft buzz), and the press never reaches the TV.
    if ((dpad && PhoneCue.locked("move")) || (button && PhoneCue.locked(button.dataset.action))) {
      refuse(el);
      return;
    }
    // The number pad's A, like its big key: a word that just came up takes no tap yet.
    const padConfirm = button && button.dataset.action === "confirm" && body.dataset.layout === "numbers";
    if (padConfirm && !typingNumber() && PhoneCue.arming()) {
      refuse(el);
      return;
    }
    if (dpad) {
      const entry = { dpad, dir: null };
      pointers.set(event.pointerId, entry);
      steer(entry, event);
    } else if (button && button.dataset.action === "confirm" && typingNumber()) {
      // OK with a number typed calls that number, as CALL does: never anything else.
      pointers.set(event.pointerId, { el: button });
      typeKey(callEl);
      refresh();
    } else if (button) {
      pointers.set(event.pointerId, { el: button, action: button.dataset.action });
      press(button.dataset.action, true);
      refresh();
    } else {
      pointers.set(event.pointerId, { el: key });
      typeKey(key);
      refresh();
    }
  }, { passive: false });

  document.addEventListener("pointermove", (event) => {
    const entry = pointers.get(event.pointerId);
    if (entry && entry.dpad) steer(entry, event);
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
    document.addEventListener(type, (event) => {
      if (type !== "lostpointercapture") lastPointer = event.timeStamp;
      release(event.pointerId);
    });
  }
  for (const type of ["contextmenu", "gesturestart", "dblclick"]) {
    document.addEventListener(type, (event) => event.preventDefault());
  }

  // A button pressed and let go at once, by anything but a finger or a mouse (Enter or Space
  // on a focused button, a screen reader, switch access): the same press and release.
  function tap(el) {
    lastPressed = el;
    const action = el.dataset.action;
    if (action && PhoneCue.locked(action)) return refuse(el);
    if (action === "confirm" && typingNumber()) return typeKey(callEl);
    if (!action) return typeKey(el);
    press(action, true);
    press(action, false);
  }

  // A click that is a finger's or a mouse's own (it follows the press at once) did its work
  // on pointerdown; any other click is a press of its own and acts once.
  document.addEventListener("click", (event) => {
    if (body.dataset.state !== "ready" || !askEl.hidden) return;
    const el = event.target.closest("[data-action], [data-digit], [data-key]");
    if (!el || !(el instanceof HTMLButtonElement)) return;
    if (event.detail > 0 && event.timeStamp - lastPointer < POINTER_CLICK_MS) return;
    tap(el);
  });

  // A keyboard plays the pad: arrows, Enter or Space (OK), Escape or Backspace (back).
  // Enter and Space on a focused button are that button's own click, and a text field
  // keeps its keys.
  function keyAction(event) {
    const action = KEY_ACTIONS[event.key];
    if (!action || body.dataset.state !== "ready" || !askEl.hidden || !heldEl.hidden) return null;
    const target = event.target instanceof Element ? event.target : body;
    if (target.closest("input, textarea")) return null;
    if (action === "confirm" && target.closest("button")) return null;
    return action;
  }

  document.addEventListener("keydown", (event) => {
    const action = keyAction(event);
    if (!action) return;
    event.preventDefault(); // no scrolling, no browser "back"
    if (event.repeat || keys.has(event.code)) return;
    const move = ["up", "down", "left", "right"].includes(action);
    if (PhoneCue.locked(move ? "move" : action)) {
      const shown = [...document.querySelectorAll(move ? "[data-dpad]" : `[data-action="${action}"]`)];
      return refuse(shown.find((el) => el.offsetParent !== null));
    }
    if (action === "confirm" && typingNumber()) return typeKey(callEl);
    keys.set(event.code, action);
    press(action, true);
  });
  document.addEventListener("keyup", (event) => {
    const action = keys.get(event.code);
    if (!action) return;
    keys.delete(event.code);
    press(action, false);
  });

  // A phone put away or switched to another app lets go of everything it held.
  window.addEventListener("blur", () => releaseAll());
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) releaseAll();
    else if (!socket && !stopped && !["replaced", "taken"].includes(body.dataset.state)) connect();
  });

  retryEl.addEventListener("click", () => {
    attempt = 0;
    connect();
  });

  function reclaim() {
    const typedCode = codeEl.value.replace(/\s+/g, "").toUpperCase();
    if (!ROOM_PATTERN.test(typedCode)) {
      setState("taken", t.wrongcode);
      return;
    }
    reclaiming = typedCode;
    attempt = 0;
    codeEl.value = "";
    connect();
  }
  document.getElementById("take").addEventListener("click", reclaim);
  codeEl.addEventListener("keydown", (event) => {
    if (event.key === "Enter") reclaim();
  });

  fieldEl.addEventListener("input", (event) => typeName(event.isComposing));
  fieldEl.addEventListener("compositionend", () => typeName(false));
  fieldEl.addEventListener("keydown", (event) => {
    if (event.key === "Enter" && !event.isComposing) endName("ok");
  });
  askOkEl.addEventListener("click", () => endName("ok"));
  document.getElementById("ask-cancel").addEventListener("click", () => endName("cancel"));
  fieldEl.placeholder = t.name_hint || "";

  const fullEl = document.getElementById("full");
  if (root.requestFullscreen) {
    fullEl.addEventListener("click", () => {
      if (document.fullscreenElement) document.exitFullscreen();
      else root.requestFullscreen({ navigationUI: "hide" }).catch(() => {});
    });
  } else {
    fullEl.hidden = true;
  }

  // The phone that keeps a disputed controller: keep it (the notice goes), or let it go.
  document.getElementById("held-keep").addEventListener("click", () => { heldEl.hidden = true; });
  document.getElementById("held-free").addEventListener("click", () => {
    send({ type: "free" });
    heldEl.hidden = true;
    buzz();
  });

  showTexts();
  root.lang = Object.keys(TEXT).find((lang) => TEXT[lang] === t) || "en";
  drawSymbol("");
  showName();
  connect();
})();
