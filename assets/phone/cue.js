// The phone knows the game: the TV's own words on the buttons, a line that says whose turn
// it is, one big button before joining, the fields to cover as buttons; and colours worked
// out against the seat's colour, so the header's light reads on every seat (3:1 or more).
// phone.js loads after this and calls PhoneCue.apply for every "cue" message.
"use strict";

window.PhoneCue = (() => {
  const MODES = ["play", "turn", "wait", "join"];
  // The page's buttons -> the footer's action whose word they show ("rotate" is X and the
  // shoulders; the d-pad shows "move", or "sideways" where only left and right do anything).
  const VERB_OF = {
    confirm: "confirm", back: "back", flip: "flip", pause: "pause",
    rotate_left: "rotate", rotate_right: "rotate",
  };
  const VERBS = ["confirm", "back", "flip", "rotate", "pause", "move", "sideways"];
  const MAX_SAY = 60; // the TV's bounds (protocol.py): never trust more than it sends
  const MAX_VERB = 24;
  const MAX_CHOICES = 6;
  const INK = "#181425";
  const SNOW = "#e8ecf2";
  // The header's light: connected, on its way, stopped (the game's lime, orange and red).
  const LIGHTS = { ready: "#63c74d", waiting: "#feae34", stopped: "#e43b44" };
  const MIN_GRAPHIC = 3; // WCAG: a graphic that carries meaning reads at 3:1
  // The number pad's big key and its A: a new word there that moves the room on (Call ->
  // Next round, Throw) takes no tap for this long, so a tap meant for what was there before
  // never moves anyone on. (While the TV has a dial, the big key calls what was typed and
  // the TV judges it: no rest then.)
  const ARM_MS = 600;
  const MIN_BANNER_PX = 12; // the number pad's banner shrinks its words to fit, down to this

  const body = document.body;
  const bannerEl = document.getElementById("banner");
  const joinSayEl = document.getElementById("join-say");
  const choicesEl = document.getElementById("choices");
  let verbs = null; // action -> the TV's word; null until the first cue (the page's own words)
  let shownChoices = "";
  let armedUntil = 0; // performance.now() until which the number pad's confirm keys rest
  let armTimer = 0;

  // ----- colours ------------------------------------------------------------------------------
  function channels(hex) {
    return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  }

  function luminance(hex) {
    const [r, g, b] = channels(hex).map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  }

  function contrast(a, b) {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  }

  function mix(hex, toward, share) {
    const a = channels(hex);
    const b = channels(toward);
    return "#" + a.map((c, i) => Math.round(c + (b[i] - c) * share).toString(16).padStart(2, "0")).join("");
  }

  // The plain text colour that reads best on a coloured ground (pal.ink_or_snow on the TV).
  function inkFor(ground) {
    return contrast(INK, ground) > contrast(SNOW, ground) ? INK : SNOW;
  }

  // ``colour`` moved just far enough towards ink or snow to reach ``min`` against
  // ``ground``, whichever way needs the smaller step, so it keeps as much of its own hue
  // and brightness as it can (a green light on a red seat turns a paler green, on a grey
  // one a darker green; pal.legible on the TV works the same way for text).
  function legibleOn(colour, ground, min) {
    if (contrast(colour, ground) >= min) return colour;
    for (let step = 1; step <= 20; step += 1) {
      for (const toward of [SNOW, INK]) {
        const moved = mix(colour, toward, step / 20);
        if (contrast(moved, ground) >= min) return moved;
      }
    }
    return inkFor(ground);
  }

  // The header's light in each state, on this seat's colour.
  function lights(seat) {
    const out = {};
    for (const [state, colour] of Object.entries(LIGHTS)) out[state] = legibleOn(colour, seat, MIN_GRAPHIC);
    return out;
  }

  // ----- the cue --------------------------------------------------------------------------------
  function clean(message) {
    if (!MODES.includes(message.mode) || typeof message.say !== "string") return null;
    if (!message.verbs || typeof message.verbs !== "object" || Array.isArray(message.verbs)) return null;
    if (!Array.isArray(message.choices)) return null;
    const words = {};
    for (const verb of VERBS) {
      const word = message.verbs[verb];
      if (typeof word === "string" && word) words[verb] = word.slice(0, MAX_VERB);
    }
    const choices = message.choices
      .filter((n) => Number.isInteger(n) && n >= 0 && n <= 99)
      .slice(0, MAX_CHOICES);
    return { mode: message.mode, say: message.say.slice(0, MAX_SAY), words, choices };
  }

  function word(verb) {
    if (!verbs) return null;
    if (verb === "move") return verbs.move || verbs.sideways || "";
    return verbs[verb] || "";
  }

  // Every button wears the TV's word for it; one with none is shown resting (dimmed).
  function label() {
    for (const el of document.querySelectorAll("[data-verb]")) {
      const said = word(el.dataset.verb);
      if (said === null) continue; // no cue yet: the page's own words stay
      el.textContent = said;
      // The longest word, in letters: a big label (the shout) shrinks to fit its button.
      const longest = Math.max(1, ...said.split(/\s+/).map((w) => Array.from(w).length));
      el.style.setProperty("--longest", String(longest));
      const button = el.closest(".btn, [data-dpad]");
      if (button) button.classList.toggle("idle", !said);
    }
  }

  // The fields to cover (Fischkopp): one big button each, in the order the TV shows them.
  function showChoices(choices, send, buzz) {
    const key = choices.join(",") + "|" + word("confirm");
    if (key === shownChoices) return;
    shownChoices = key;
    body.dataset.choices = choices.length ? "on" : "";
    choicesEl.replaceChildren();
    for (const number of choices) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "btn choice";
      button.dataset.choice = String(number);
      const big = document.createElement("b");
      big.textContent = String(number);
      const small = document.createElement("span");
      small.textContent = word("confirm") || "";
      button.append(big, small);
      button.addEventListener("click", () => {
        send({ type: "call", number });
        buzz(40);
      });
      choicesEl.append(button);
    }
  }

  // ----- the number pad (Würfelblitz) -----------------------------------------------------
  // Its keys never move through a round: its banner keeps one band, said or not (phone.css),
  // and a line too long for the band shrinks to fit it instead of growing it.
  function fitBanner() {
    bannerEl.style.fontSize = "";
    if (body.dataset.layout !== "numbers" || !bannerEl.textContent) return;
    let size = parseFloat(getComputedStyle(bannerEl).fontSize);
    while (bannerEl.scrollHeight > bannerEl.clientHeight + 1 && size > MIN_BANNER_PX) {
      size -= 1;
      bannerEl.style.fontSize = `${size}px`;
    }
  }

  // The pads are sized to the screen: they make room for the banner while it shows.
  function fit() {
    fitBanner();
    document.documentElement.style.setProperty("--banner", `${bannerEl.offsetHeight}px`);
  }

  function armedKeys() {
    return document.querySelectorAll('.numbers [data-key="call"], .numbers .extras [data-action="confirm"]');
  }

  // A new word on the confirm keys: they rest a moment, and show it (a bar fills them).
  function arm() {
    armedUntil = performance.now() + ARM_MS;
    for (const el of armedKeys()) {
      el.classList.remove("arming");
      void el.offsetWidth; // restart the bar
      el.classList.add("arming");
    }
    clearTimeout(armTimer);
    armTimer = setTimeout(() => {
      for (const el of armedKeys()) el.classList.remove("arming");
    }, ARM_MS);
  }

  function disarm() {
    armedUntil = 0;
    clearTimeout(armTimer);
    for (const el of armedKeys()) el.classList.remove("arming");
  }

  function arming() {
    return performance.now() < armedUntil;
  }

  function apply(message, send, buzz) {
    const cue = clean(message);
    if (!cue) return false;
    const before = body.dataset.mode;
    const confirmBefore = word("confirm");
    verbs = cue.words;
    body.dataset.mode = cue.mode;
    joinSayEl.textContent = cue.mode === "join" ? cue.say : "";
    bannerEl.textContent = cue.say;
    bannerEl.hidden = !cue.say || cue.mode === "join";
    fit();
    if (word("confirm") !== confirmBefore) {
      if (word("confirm") && !word("move")) arm();
      else disarm();
    }
    if (cue.mode === "turn" && before !== "turn") {
      bannerEl.classList.remove("fresh");
      void bannerEl.offsetWidth; // restart the animation: a new turn pops up
      bannerEl.classList.add("fresh");
    }
    label();
    showChoices(cue.mode === "join" ? [] : cue.choices, send, buzz);
    return true;
  }

  // In someone else's turn a button the TV gives no word does nothing there: the page
  // answers it itself (it is never sent, so it can never count against its player).
  function locked(action) {
    return body.dataset.mode === "wait" && !word(VERB_OF[action] || action);
  }

  window.addEventListener("resize", fit);

  return {
    apply, locked, inkFor, lights, contrast, relabel: label, known: () => verbs !== null, fit, arming,
  };
})();
