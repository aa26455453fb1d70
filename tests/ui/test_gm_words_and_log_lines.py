"""Words and log lines of the fourth play-test's leftovers (issue 36), through the keys: a
refusal, a range, a comparison and a log line say things in the GM's words, never in the
code's (an argument's name, ``0..10``, ``<=``, ``A:``)."""

from gmconsole.i18n import t
from gmconsole.widgets.resource_sidebar import ResourceSidebar
from tests.budget import each_system
from tests.conftest import told
from tests.pilot_keys import press, running
from tests.ui.conftest import answer, log_texts, select

SIZE = (100, 30)


async def sidebar_to(pilot, app, key: str) -> ResourceSidebar:
    """Focus the sidebar and put its cursor on the resource ``key``."""
    sidebar = app.screen.query_one(ResourceSidebar)
    await press(pilot, "tab")
    keys = [item.key for item in sidebar.items]
    await press(pilot, *["down"] * keys.index(key))
    assert sidebar.current is not None and sidebar.current.key == key
    return sidebar


async def test_fids_a_misfortune_refusal_names_no_field(make_app, lang):
    """Play-test: typing -15 on a pool of 8 said "amount: the Misfortune pool has 8; it
    cannot lose 15" (Spanish too: "amount: la reserva…")."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await sidebar_to(pilot, app, "misfortune")
        await press(pilot, "enter")
        await answer(pilot, "-15")
        said = {
            "en": "the Misfortune pool has 8; it cannot lose 15",
            "es": "la reserva de Infortunio tiene 8; no puede perder 15",
        }[lang]
        assert said in told(app), told(app)
        assert not any("amount" in text for text in told(app)), told(app)


async def test_fids_a_counter_s_range_reads_in_words(make_app, lang):
    """Play-test: the sidebar showed "Flechas: 12 (0..20)" and a change past the end said
    "Flechas ya está en 0 (0..20)": a range reads "0 to 20" / "de 0 a 20". Play-test 14:
    "Flechas: 12 (de 0 a" wrapped its "20)" at 100x30; a count from 0 reads "12/20", as
    Energy "5/6" does."""
    async with running(make_app("fids"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "down")  # Lía Sombraverde, 12 of 20 arrows
        sidebar = await sidebar_to(pilot, app, "counter:0")
        assert sidebar.current is not None
        assert sidebar.current.value == "12/20"
        await press(pilot, "enter")
        await answer(pilot, "-12")
        await press(pilot, "minus")  # already at 0
        said = {"en": "Flechas is already 0 (0 to 20)", "es": "Flechas ya está en 0 (de 0 a 20)"}
        assert said[lang] in told(app), told(app)
        assert not any(".." in text for text in told(app)), told(app)


async def test_fids_the_panel_s_target_reads_in_words(make_app, lang):
    """Play-test: the English panel read "3d6, keep the middle die, <= Strength 2"; it says
    "Strength 2 or less" (Spanish "Fuerza 2 o menos"), in every stance."""
    async with running(make_app("fids"), size=(80, 24)) as (app, pilot):
        await press(pilot, "t")  # Donny, Strength 2, neutral
        plan = str(app.screen.query_one("#plan").render())
        said = {"en": "keep the middle die, Strength 2 or less", "es": "Fuerza 2 o menos"}[lang]
        assert said in plan, plan
        await press(pilot, "t")  # unfavorable
        plan = str(app.screen.query_one("#plan").render())
        assert said.split(", ")[-1] in plan and "<=" not in plan and "≤" not in plan, plan


def opposed_against(lang: str, other: str) -> str:
    return {"en": f"(opposed test against {other})", "es": f"(prueba enfrentada contra {other})"}[
        lang
    ]


async def test_eclipse_phase_an_opposed_test_s_lines_name_both_sides(make_app, lang):
    """Play-test: the GM's log read "opposed, A: Exsurgente 1 …" / "opposed, B: Twitch …";
    each side's line names its roller first and the other side after it."""
    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "n", "n", "t", "m")  # Okonkwo-9, opposed, against Exsurgente 2
        await press(pilot, "e")
        await answer(pilot, "40 88")
        await press(pilot, "enter")
        a, b, verdict = [entry.text for entry in app.engine.party.log[-3:]]
        assert a.startswith("Okonkwo-9 ") and a.endswith(opposed_against(lang, "Exsurgente 2")), a
        assert b.startswith("Exsurgente 2 ") and b.endswith(opposed_against(lang, "Okonkwo-9")), b
        assert not any(code in line for line in (a, b, verdict) for code in ("A:", "B:")), verdict


async def test_eclipse_phase_an_opposed_roll_not_applied_names_the_opponent(
    make_app, tmp_path, lang
):
    """Play-test 8: an applied opposed test against a hidden enemy read "(opposed test
    against an unseen enemy)" on the page and in the players' copy, the same roll not
    applied only "… · deadlock": the not-applied line names the opponent as the applied
    line does (for the players, as sight.py says a hidden one)."""
    from gmconsole.recap import recap_path
    from tests.ui.test_recap_players_copy import logged

    async with running(make_app("eclipse_phase"), size=SIZE) as (app, pilot):
        await press(pilot, "down", "down", "down", "u")  # Exsurgente 2, hidden
        await press(pilot, "n", "n", "t", "m", "t")  # Okonkwo-9, opposed, the hidden one last
        assert app.screen.choice("t").value == "exsurgente-2"
        await press(pilot, "e")
        await answer(pilot, "40 88")
        await press(pilot, "escape")
        gm = app.engine.party.log[-1].text
        assert opposed_against(lang, "Exsurgente 2") in gm.split(" · ")[0], gm
        await press(pilot, "R", "1", "enter")
    copy = logged(recap_path(tmp_path / "eclipse_phase.toml").read_text(encoding="utf-8"))
    unseen = {"en": "an unseen enemy", "es": "un enemigo oculto"}[lang]
    assert opposed_against(lang, unseen) in copy[-1], copy  # the roll not applied
    assert "Exsurgente 2" not in " ".join(copy), copy


async def test_ezd6_a_kept_6_is_said_once(make_app, lang):
    """Play-test 8: a hit on a hidden enemy read "1d6: 6 -> 6: 6: hit, the chain starts" on
    the players' page (the GM's "6 -> 6 vs 3: 6: hit" without "vs 3"): one die is said once,
    on the GM's log and on the page."""
    from gmconsole.players.view import build_view
    from tests.ui.test_groups import select_row

    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await select_row(pilot, "esqueleto-1")
        await press(pilot, "u", "t", "e")  # hidden; Brunhilda attacks it
        await answer(pilot, "6 2")  # a 6, and the chain ends on a 2
        await press(pilot, "s")
        await answer(pilot, "3")
        await press(pilot, "enter")
        gm = next(e.text for e in app.engine.party.log if e.text.startswith("Brunhilda "))
        page = [line["text"] for line in build_view(app.engine.party, lang=lang)["log"]]
    hit = {"en": "hit, the chain starts", "es": "impacto, empieza la cadena"}[lang]
    against = {"en": "vs", "es": "contra"}[lang]
    assert f": 1d6: 6 {against} 3: {hit}" in gm, gm
    seen = next(line for line in page if line.startswith("Brunhilda "))
    assert seen.endswith(f": 1d6: 6: {hit}"), seen


async def test_the_recap_lists_one_name_a_line(make_app, tmp_path, lang):
    """Play-test 8: "Enemies: El Tuerto, cabecilla, Bandido 2, Bandido 1" (a name with a
    comma) is ambiguous; both copies (one helper) list the names one a line."""
    from gmconsole.i18n import t
    from gmconsole.recap import recap_path

    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "r", "enter")  # Ruiseñor attacks: the fight is one
        await press(pilot, "R", "1", "enter")
        await press(pilot, "R", "2", "enter")
        await pilot.pause()
    for gm in (False, True):
        text = recap_path(tmp_path / "ryf.toml", gm=gm).read_text(encoding="utf-8")
        enemies = text.split(t("**Enemies:**"))[1].split("\n\n")[1].splitlines()
        assert enemies == ["- El Tuerto, cabecilla", "- Bandido 1", "- Bandido 2"], text
        party = text.split(t("**Party:**"))[1].split("\n\n")[1].splitlines()
        assert '- Bruno "Puño" Arrieta' in party, text


@each_system([(80, 24), (100, 30)], "size")
async def test_ryf_the_sidebar_title_cuts_no_word_and_no_name(make_app, lang, size):
    """Play-test 9: at 100x30 in Spanish, once the tracker widened with its tags, the box
    read "Recurs…: El Tuerto, cabecilla". The name stays whole on top, and the word, whole
    too, goes to the bottom border when both do not fit."""
    from textual.geometry import Region

    from gmconsole.i18n import t

    async with running(make_app("ryf"), size=size) as (app, pilot):
        await press(pilot, *["down"] * 4, "u", "d")  # El Tuerto: hidden, then wounded
        await answer(pilot, "22")
        await press(pilot, "n", "n", "down", "down")  # two turns later, El Tuerto again
        sidebar = app.screen.query_one(ResourceSidebar)
        assert sidebar.title_name == "El Tuerto, cabecilla"
        width, height = sidebar.outer_size
        rows = sidebar.render_lines(Region(0, 0, width, height))
        top, bottom = rows[0].text, rows[-1].text
        assert "El Tuerto, cabecilla" in top and "…" not in top + bottom, (top, bottom)
        assert t("Resources") in top or t("Resources") in bottom, (top, bottom)


async def test_ryf_healing_out_of_wounded_reads_in_words(make_app, lang):
    """Play-test 10: after damage left Nerea wounded at HP 10, `h 4` logged "PV 10 -> 14
    (bien: bien)"; the line says the wound penalty ended, in words, once."""
    async with running(make_app("ryf"), size=SIZE) as (app, pilot):
        await select(pilot, "nerea")
        await press(pilot, "d")
        await answer(pilot, "14")
        wounded = {"en": "wounded", "es": "incapacitado"}[lang]
        assert log_texts(app)[-1].endswith(f": {hp_word(lang)} 24 -> 10 ({wounded})"), log_texts(
            app
        )
        await press(pilot, "h")
        await answer(pilot, "4")
        healed = {"en": "no wound penalty", "es": "sin penalización por heridas"}[lang]
        assert log_texts(app)[-1] == f"Nerea la Sabia: {hp_word(lang)} 10 -> 14 ({healed})", (
            log_texts(app)
        )


def hp_word(lang: str) -> str:
    return {"en": "HP", "es": "PV"}[lang]


async def test_log_lines_start_with_a_capital(make_app, lang):
    """Play-test: "roll not applied: ...", "critical chain: ...", "helped by ..." began
    lowercase among lines that begin with a capital ("Turn: ...", "Brunhilda ..."), in
    Spanish too ("tirada no aplicada", "cadena de críticos", "se pierde ...")."""
    async with running(make_app("ezd6"), size=SIZE) as (app, pilot):
        await press(pilot, "t", "m", "d", "d", "h", "2", "enter", "e")  # Sor Elena helps
        await answer(pilot, "3 5")
        await press(pilot, "enter", "n", "n")  # Pip Cuchillos' turn
        await press(pilot, "down", "down", "t", "e")  # vs Esqueleto 1
        await answer(pilot, "6")  # kept 6: the critical chain starts
        await answer(pilot, "6")
        await answer(pilot, "2")  # chain ends
        await press(pilot, "s")
        await answer(pilot, "3")  # the save fails: down; the chain's strike is not sent
        await press(pilot, "enter")
        await press(pilot, "n", "t", "e")  # Aldric el Gris
        await answer(pilot, "4")
        await press(pilot, "escape")  # closed: a roll not applied
        texts = log_texts(app)
        assert len(texts) >= 12 and texts[-1].startswith(t("Roll not applied: {what}", what=""))
        assert not [text for text in texts if text[:1].islower()], texts
