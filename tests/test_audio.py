import pygame

from game.engine.audio import Audio


def test_no_audio_device_means_silence_not_a_crash(monkeypatch, caplog):
    def no_device(*_args, **_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", no_device)
    audio = Audio(buffer=256)
    assert not audio.available
    audio.play("ui_confirm")
    audio.music("music_menu")
    audio.set_volumes(50, 50)
    assert "running silent" in caplog.text


def test_sounds_load_from_assets_and_a_missing_one_is_skipped(caplog):
    audio = Audio(buffer=256)
    assert audio.available  # the dummy driver still mixes
    audio.play("ui_confirm")
    assert audio._sound("ui_confirm") is not None
    audio.play("no_such_sound")
    assert audio._sound("no_such_sound") is None
    assert "no_such_sound" in caplog.text
    pygame.mixer.quit()


def test_volume_zero_plays_nothing(monkeypatch):
    audio = Audio(buffer=256)
    audio.set_volumes(0, 0)
    loaded = []
    monkeypatch.setattr(audio, "_sound", lambda name: loaded.append(name))
    audio.play("ui_move")
    assert loaded == []
    pygame.mixer.quit()


def test_a_missing_music_file_is_silence_with_a_warning(tmp_path, monkeypatch, caplog):
    from game.engine import assets

    monkeypatch.setattr(assets, "ASSETS_DIR", tmp_path)  # no sounds folder at all
    monkeypatch.setattr(assets, "_reported", set())
    audio = Audio(buffer=256)
    assert audio.available
    audio.music("music_menu")  # used to raise FileNotFoundError past the handler
    audio.play("ui_confirm")
    assert assets.MISSING_ASSET in caplog.text and "music_menu.wav" in caplog.text
    pygame.mixer.quit()


def test_a_broken_sound_file_is_silence_with_a_warning(tmp_path, monkeypatch, caplog):
    from game.engine import assets

    (tmp_path / "sounds").mkdir()
    for name in ("music_menu", "ui_confirm"):
        (tmp_path / "sounds" / f"{name}.wav").write_bytes(b"RIFF not really a wave file")
    monkeypatch.setattr(assets, "ASSETS_DIR", tmp_path)
    monkeypatch.setattr(assets, "_reported", set())
    audio = Audio(buffer=256)
    audio.music("music_menu")
    audio.play("ui_confirm")
    assert caplog.text.count(assets.BROKEN_ASSET) == 2
    pygame.mixer.quit()


def test_closing_stops_every_channel_before_the_device_goes(monkeypatch):
    """Sounds still playing when the mixer closes are finished by its audio thread while
    they are freed: close stops them first, then drops them, then closes the device."""
    audio = Audio(buffer=256)
    for name in ("ui_confirm", "ui_move", "ui_back"):
        audio.play(name)
    audio.music("music_menu")
    assert pygame.mixer.get_busy()
    steps = []
    for name in ("stop", "quit"):
        real = getattr(pygame.mixer, name)
        monkeypatch.setattr(
            pygame.mixer,
            name,
            lambda real=real, name=name: (steps.append((name, pygame.mixer.get_busy())), real())[1],
        )
    audio.close()
    assert steps == [("stop", True), ("quit", False)]
    assert not audio.available and pygame.mixer.get_init() is None
    audio.close()  # twice is harmless
    audio.play("ui_confirm")  # and a closed mixer plays nothing, without an error
