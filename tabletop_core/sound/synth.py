"""The table's sound effects, made here from noise, filters and decaying partials.

Standard library only (``math``, ``random``, ``array``): every effect is a short mono buffer at
:data:`RATE`, rendered from a fixed seed so the same version always gives the same file. Wood
is a few decaying partials (modal synthesis), water is filtered noise plus rising bubble
chirps, a creak is a jittered stick-slip pulse train through two resonances.

Change any recipe and bump :data:`SYNTH_VERSION`: the cache keys its files by it, so players
hear the new sound at the next start.
"""

from __future__ import annotations

import itertools
import math
import random
from array import array
from collections.abc import Callable, Iterable, Sequence

SYNTH_VERSION = 3
RATE = 44_100
PEAK = 0.89
"""Every effect is normalised to this peak (about −1 dBFS)."""

Buffer = list[float]


# -- building blocks --------------------------------------------------------------------------


def silence(seconds: float) -> Buffer:
    return [0.0] * int(seconds * RATE)


def mix(into: Buffer, sound: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds (cut at the end of ``into``)."""
    start = int(at * RATE)
    end = start + max(0, min(len(sound), len(into) - start))
    into[start:end] = [a + b * gain for a, b in zip(into[start:end], sound, strict=False)]


def noise(seconds: float, rng: random.Random) -> Buffer:
    draw = rng.random  # rng.uniform(-1.0, 1.0), the same numbers without its call per sample
    return [-1.0 + 2.0 * draw() for _ in range(int(seconds * RATE))]


def envelope(length: int, attack: float, decay: float) -> Buffer:
    """A linear rise over ``attack`` seconds, then an exponential fall (``decay``: time to 1/e)."""
    rise = max(1, int(attack * RATE))
    fall = 1.0 / max(decay * RATE, 1.0)
    return [i / rise if i < rise else math.exp(-(i - rise) * fall) for i in range(length)]


def swell(length: int, peak_at: float) -> Buffer:
    """A smooth hump: up to 1 at ``peak_at`` (0..1 of the length), back to 0 at the end."""
    sin, cos, quarter = math.sin, math.cos, math.pi / 2
    out: Buffer = []
    for i in range(length):
        t = i / length
        out.append(
            sin(quarter * t / peak_at)
            if t < peak_at
            else cos(quarter * (t - peak_at) / (1 - peak_at))
        )
    return out


def shaped(sound: Sequence[float], shape: Sequence[float]) -> Buffer:
    return [a * b for a, b in zip(sound, shape, strict=False)]


def sweep_filter(
    sound: Sequence[float], cutoff: Callable[[float], float], q: float = 0.7, band: bool = False
) -> Buffer:
    """A state-variable filter whose cutoff (Hz) follows ``cutoff(t)`` for ``t`` in 0..1:
    low-pass, or band-pass with ``band``."""
    low = mid = 0.0
    damp = 1.0 / q
    n = len(sound)
    sin, pi, top = math.sin, math.pi, RATE / 6
    cutoffs = [cutoff(i / n) for i in range(n)]
    # the filter's coefficient, sample by sample: min(cutoff, top) without min's call
    steps = [2.0 * sin(pi * (top if top < c else c) / RATE) for c in cutoffs]
    out: Buffer = []
    keep = out.append
    if band:
        for x, f in zip(sound, steps, strict=True):
            low += f * mid
            mid += f * (x - low - damp * mid)
            keep(mid)
    else:
        for x, f in zip(sound, steps, strict=True):
            low += f * mid
            mid += f * (x - low - damp * mid)
            keep(low)
    return out


def resonate(sound: Sequence[float], freq: float, q: float) -> Buffer:
    """A band-pass biquad (peak gain 1) ringing at ``freq``."""
    w = 2 * math.pi * freq / RATE
    alpha = math.sin(w) / (2 * q)
    a0 = 1 + alpha
    b0, b2 = alpha / a0, -alpha / a0
    a1, a2 = -2 * math.cos(w) / a0, (1 - alpha) / a0
    x1 = x2 = y1 = y2 = 0.0
    out: Buffer = []
    keep = out.append
    for x in sound:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        keep(y)
    return out


def modes(
    seconds: float,
    partials: Sequence[tuple[float, float, float]],
    drop: float = 0.0,
) -> Buffer:
    """Struck wood or a bell: decaying sines, each ``(Hz, amplitude, decay seconds)``.
    ``drop`` bends every pitch down by that fraction over the first 60 ms (a thud's sag)."""
    length = int(seconds * RATE)
    out = [0.0] * length
    sin, exp = math.sin, math.exp
    longest = max((min(length, int(decay * 7 * RATE)) for _f, _a, decay in partials), default=0)
    sag = 0.06 * RATE
    bends = [1.0 + drop * exp(-i / sag) for i in range(longest)] if drop else None
    for freq, amp, decay in partials:
        k = 1.0 / (decay * RATE)
        ringing = min(length, int(decay * 7 * RATE))
        turn = 2 * math.pi * freq
        if bends is None:  # no sag: every bend is exactly 1.0, so every step is the same
            step = turn * 1.0 / RATE
            steps: Iterable[float] = itertools.repeat(step, ringing)
        else:
            steps = [turn * bend / RATE for bend in bends[:ringing]]
        phases = itertools.accumulate(steps)  # phase += step, sample by sample
        out[:ringing] = [
            o + amp * sin(phase) * exp(-i * k)
            for i, (o, phase) in enumerate(zip(out[:ringing], phases, strict=True))
        ]
    attack = int(0.0015 * RATE)  # no click from a sine that starts at full height
    for i in range(min(attack, length)):
        out[i] *= i / attack
    return out


def click(rng: random.Random, seconds: float = 0.004, brightness: float = 5000.0) -> Buffer:
    """The noise of an impact's first milliseconds."""
    burst = noise(seconds, rng)
    return shaped(sweep_filter(burst, lambda t: brightness), envelope(len(burst), 0.0003, 0.0012))


def chirp(seconds: float, start: float, end: float, amp: float = 1.0) -> Buffer:
    """A bubble: a sine gliding from ``start`` to ``end`` Hz under a quick decay."""
    length = int(seconds * RATE)
    phase = 0.0
    out: Buffer = []
    for i in range(length):
        t = i / length
        phase += 2 * math.pi * (start * (end / start) ** t) / RATE
        out.append(amp * math.sin(phase) * math.sin(math.pi * t) * (1 - t))
    return out


def finish(sound: Buffer, fade_out: bool = True) -> array:
    """Normalised to :data:`PEAK`, faded over the last 8 ms (unless it is a loop), as 16-bit
    samples."""
    top = max((abs(x) for x in sound), default=0.0) or 1.0
    fade = min(len(sound), int(0.008 * RATE)) if fade_out else 0
    for i in range(fade):
        sound[len(sound) - 1 - i] *= i / fade
    scale = PEAK * 32767 / top
    return array("h", [round(x * scale) for x in sound])


# -- the effects ------------------------------------------------------------------------------


def knock(rng: random.Random, partials: Sequence[tuple[float, float]], q: float) -> Buffer:
    """A struck body: a click of noise ringing through resonances ``(Hz, gain)``, so each hit
    has the rough edge of a real material instead of the purity of sines."""
    burst = click(rng, seconds=0.006, brightness=9000)
    burst.extend([0.0] * int(0.12 * RATE))
    out = [0.0] * len(burst)
    for freq, gain in partials:
        mix(out, resonate(burst, freq * rng.uniform(0.98, 1.02), q), 0.0, gain)
    return out


def card_slide(rng: random.Random) -> Buffer:
    """A card pushed across felt: a soft rub (mostly 400 Hz–2 kHz, not a hiss), ending with a
    tap as it settles."""
    length = rng.uniform(0.26, 0.33)
    rise = rng.uniform(800, 1200)
    rub = sweep_filter(noise(length, rng), lambda t: 380 + rise * t, q=1.4, band=True)
    felt = sweep_filter(noise(length, rng), lambda t: 260 + 140 * t, q=1.0, band=True)
    out = shaped([a + 0.7 * b for a, b in zip(rub, felt, strict=True)], swell(len(rub), 0.45))
    tune = rng.uniform(0.93, 1.07)
    tap = modes(0.08, [(820 * tune, 0.5, 0.012), (1730 * tune, 0.3, 0.008)])
    mix(out, tap, at=length - 0.08, gain=0.5)
    mix(out, click(rng, brightness=2500), at=length - 0.08, gain=0.2)
    return out


def cube_clack(rng: random.Random) -> Buffer:
    """Wooden cubes dropped on a pile: three hard knocks, each a little softer."""
    out = silence(0.34)
    at = 0.0
    for gain in (1.0, 0.6, 0.35):
        tune = rng.uniform(0.9, 1.1)
        mix(
            out,
            knock(rng, [(1250 * tune, 1.0), (2330 * tune, 0.55), (3410 * tune, 0.3)], 30),
            at,
            gain,
        )
        at += rng.uniform(0.06, 0.1)
    return out


def dice_rattle(rng: random.Random) -> Buffer:
    """Dice thrown on the table: a thump on the board, then bright plastic bounces coming faster
    and softer."""
    out = silence(0.62)
    mix(out, knock(rng, [(260, 1.0), (540, 0.6)], 8), 0.0, 0.8)
    at, gap, gain = 0.0, rng.uniform(0.075, 0.095), 1.0
    while at < 0.52 and gain > 0.05:
        tune = rng.uniform(0.85, 1.15)
        mix(
            out,
            knock(rng, [(1900 * tune, 1.0), (3150 * tune, 0.6), (4700 * tune, 0.3)], 22),
            at,
            gain,
        )
        at += gap * rng.uniform(0.6, 1.3)
        gap *= 0.86
        gain *= 0.82
    return out


def log_thunk(rng: random.Random, size: float = 1.0) -> Buffer:
    """A log set down on the dam: a hollow knock whose body sits where small speakers play
    (150 Hz up), not below them."""
    tune = rng.uniform(0.92, 1.08) / size
    out = modes(
        0.42,
        [
            (150 * tune, 0.45, 0.09),
            (318 * tune, 0.8, 0.07),
            (520 * tune, 0.6, 0.05),
            (790 * tune, 0.35, 0.03),
            (1180 * tune, 0.15, 0.02),
        ],
        drop=0.1,
    )
    mix(out, knock(rng, [(640 * tune, 1.0), (1020 * tune, 0.5)], 12), 0.0, 0.8)
    return out


def tumble(rng: random.Random) -> Buffer:
    """Logs falling off the dam: knocks of different sizes, tumbling apart."""
    out = silence(0.9)
    at, gain = 0.0, 1.0
    for _ in range(5):
        mix(out, log_thunk(rng, size=rng.uniform(0.75, 1.25)), at, gain)
        at += rng.uniform(0.08, 0.17)
        gain *= 0.78
    return out


def piece_set(rng: random.Random) -> Buffer:
    """A small wooden piece set down on the board."""
    tune = rng.uniform(0.92, 1.08)
    out = modes(
        0.14, [(640 * tune, 0.8, 0.02), (1460 * tune, 0.45, 0.012), (2620 * tune, 0.25, 0.007)]
    )
    mix(out, knock(rng, [(900 * tune, 1.0), (1900 * tune, 0.5)], 18), 0.0, 0.4)
    mix(
        out,
        modes(0.06, [(700 * tune, 0.3, 0.01), (1600 * tune, 0.2, 0.006)]),
        rng.uniform(0.035, 0.055),
        0.35,
    )
    return out


def splash(rng: random.Random) -> Buffer:
    """Beavers hitting the water: a bright burst that darkens, then droplets."""
    length = 0.85
    body = noise(length, rng)
    top = rng.uniform(4200, 5200)
    body = sweep_filter(body, lambda t: top * (1 - t) ** 2 + 500, q=0.8)
    out = shaped(body, envelope(len(body), 0.008, 0.16))
    for _ in range(9):
        start = rng.uniform(600, 1100)
        mix(
            out,
            chirp(rng.uniform(0.02, 0.05), start, start * 2.2),
            rng.uniform(0.06, 0.7),
            rng.uniform(0.15, 0.4),
        )
    return out


def raft_creak(rng: random.Random) -> Buffer:
    """The raft's wood creaking as it tilts: slow, irregular stick-slip ticks (a creak, not a
    buzz) ringing through the planks' resonances, the ticks quickening as it leans."""
    length = int(rng.uniform(0.6, 0.7) * RATE)
    pulses = [0.0] * length
    i = 0
    while i < length:
        t = i / length
        pulses[i] = rng.uniform(0.5, 1.0)
        if rng.random() < 0.3:  # a slip that catches twice
            pulses[min(length - 1, i + int(0.003 * RATE))] = rng.uniform(0.3, 0.6)
        i += int(RATE / (14 + 26 * math.sin(math.pi * t)) * rng.uniform(0.7, 1.3))
    tune = rng.uniform(0.94, 1.06)
    body = [0.0] * length
    for freq, q, gain in ((520, 14, 1.0), (1100, 16, 0.8), (2150, 18, 0.45)):
        mix(body, resonate(pulses, freq * tune, q), 0.0, gain)
    return shaped(body, swell(length, 0.4))


def flood(rng: random.Random) -> Buffer:
    """Water rushing in: a roar swelling and rising, with a few bubbles."""
    length = 0.95
    roar = sweep_filter(noise(length, rng), lambda t: 300 + 350 * t, q=0.8)
    rush = sweep_filter(noise(length, rng), lambda t: 500 + 1400 * t, q=1.5, band=True)
    out = [2.2 * a + 1.0 * b for a, b in zip(roar, rush, strict=True)]
    out = shaped(out, swell(len(out), rng.uniform(0.4, 0.5)))
    for _ in range(6):
        start = rng.uniform(300, 600)
        mix(
            out,
            chirp(rng.uniform(0.03, 0.07), start, start * 1.8),
            rng.uniform(0.15, 0.75),
            rng.uniform(0.1, 0.25),
        )
    return out


def win(rng: random.Random) -> Buffer:
    """A little fanfare of bells rising through a major chord, with a sparkle on top."""
    out = silence(0.95)
    spread = rng.uniform(0.09, 0.11)
    for k, note in enumerate((523.25, 659.25, 783.99, 1046.5)):
        last = k == 3
        bell = modes(
            0.95 - 0.1 * k,
            [
                (note, 1.0, 0.5 if last else 0.22),
                (note * 2.0, 0.35, 0.18),
                (note * 3.01, 0.18, 0.1),
                (note * 4.2, 0.08, 0.06),
            ],
        )
        mix(out, bell, spread * k, 0.9 if last else 0.7)
    for _ in range(5):
        mix(out, modes(0.1, [(rng.uniform(3000, 5000), 0.1, 0.03)]), rng.uniform(0.3, 0.6))
    return out


def ui_press(rng: random.Random) -> Buffer:
    """A button pressed: a short, soft wooden tick."""
    tune = rng.uniform(0.95, 1.05)
    out = knock(rng, [(1500 * tune, 1.0), (2600 * tune, 0.4)], 14)[: int(0.1 * RATE)]
    return shaped(out, envelope(len(out), 0.0005, 0.015))


def ui_refused(rng: random.Random) -> Buffer:
    """A greyed control pressed: two dull low knocks, "not now"."""
    out = silence(0.2)
    tune = rng.uniform(0.95, 1.05)
    for at in (0.0, 0.09):
        mix(
            out, knock(rng, [(420 * tune, 1.0), (690 * tune, 0.5)], 10), at, 1.0 if at == 0 else 0.7
        )
    return out


def ui_focus(rng: random.Random) -> Buffer:
    """The focus or the pointer reaching a control: the faintest plastic tick, high and short,
    so moving through a menu is felt without being heard over the table."""
    tune = rng.uniform(0.94, 1.06)
    out = silence(0.1)
    tick = modes(0.05, [(2350 * tune, 1.0, 0.006), (3880 * tune, 0.5, 0.004)])
    mix(out, tick)
    mix(out, click(rng, seconds=0.002, brightness=6000), 0.0, 0.3)
    return out


def ui_confirm(rng: random.Random) -> Buffer:
    """A choice confirmed (a primary button: start, done, play again): two wooden notes up a
    fifth, "ta-dum"."""
    out = silence(0.32)
    tune = rng.uniform(0.97, 1.03)
    for at, note, gain in ((0.0, 660.0, 0.8), (rng.uniform(0.085, 0.1), 990.0, 1.0)):
        mix(out, wood_note(rng, note * tune, 0.2), at, gain)
    return out


def wood_note(rng: random.Random, pitch: float, seconds: float = 0.3) -> Buffer:
    """A tuned wooden bar (a marimba or a log drum): the free bar's inharmonic modes (1, 2.76,
    5.40) dying fast, over a short noise burst of the mallet."""
    out = modes(
        seconds,
        [(pitch, 1.0, 0.09), (pitch * 2.76, 0.35, 0.03), (pitch * 5.4, 0.12, 0.012)],
    )
    mix(out, knock(rng, [(pitch * 1.01, 0.6), (pitch * 3.9, 0.3)], 10), 0.0, 0.35)
    return out


def bell_note(pitch: float, seconds: float = 0.6, ring: float = 0.25) -> Buffer:
    """A small bell: a strike tone with the hum below it and bright, inharmonic partials."""
    return modes(
        seconds,
        [
            (pitch, 1.0, ring),
            (pitch * 2.0, 0.4, ring * 0.6),
            (pitch * 2.4, 0.3, ring * 0.4),
            (pitch * 3.0, 0.2, ring * 0.3),
            (pitch * 4.07, 0.12, ring * 0.2),
        ],
    )


def water_wash(rng: random.Random, seconds: float, low: float = 400.0, high: float = 1800.0):
    """Water swelling and drawing back: band-passed noise whose pitch follows the swell."""
    body = sweep_filter(
        noise(seconds, rng), lambda t: low + (high - low) * math.sin(math.pi * t), q=1.2, band=True
    )
    return shaped(body, swell(len(body), rng.uniform(0.35, 0.5)))


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "card_slide": card_slide,
    "cube_clack": cube_clack,
    "dice_rattle": dice_rattle,
    "log_thunk": log_thunk,
    "tumble": tumble,
    "piece_set": piece_set,
    "splash": splash,
    "raft_creak": raft_creak,
    "flood": flood,
    "win": win,
    "ui_press": ui_press,
    "ui_refused": ui_refused,
    "ui_focus": ui_focus,
    "ui_confirm": ui_confirm,
}
"""Every effect by name: what a game's ``sounds`` mapping may name."""


TAKES = 4
"""Takes of every effect: each one played is one of them (never the same twice running), the
way a recorded sound set keeps several takes so repeats do not sound mechanical."""


VERSIONS: dict[str, int] = {}
"""The recipe version of each effect or ambience a game declared (:func:`declare`)."""

GAME_EFFECTS: dict[str, str] = {}
"""Which game declared each of its own effects and ambiences: name → the game's id."""


def declare(
    game: str,
    what: str,
    recipe: Callable[[random.Random], Buffer],
    version: int = 1,
    ambience: bool = False,
) -> str:
    """A game's own effect (its end sting), or with ``ambience`` its own loop, made from the
    building blocks here; named ``"<game>.<what>"``, which its ``sounds`` mapping (or table's
    ``ambience``) then names. Change the recipe and bump ``version``: the cache keys its files
    by it. Declaring the same name again replaces it (a module imported twice)."""
    name = f"{game}.{what}"
    (AMBIENCES if ambience else EFFECTS)[name] = recipe
    VERSIONS[name] = version
    GAME_EFFECTS[name] = game
    return name


def version_of(name: str) -> str:
    """What keys the effect's files: the synth's version, and the game's recipe version."""
    own = VERSIONS.get(name)
    return f"{SYNTH_VERSION}" if own is None else f"{SYNTH_VERSION}.{own}"


def render(name: str, take: int = 0) -> array:
    """Take ``take`` of the effect or ambience as 16-bit mono samples, the same every time for
    one version (:func:`version_of`); an ambience ends where it begins, to loop."""
    seed = random.Random(f"{name}/{take}/{version_of(name)}")
    if name in AMBIENCES:
        return finish(looped(AMBIENCES[name](seed)), fade_out=False)
    return finish(EFFECTS[name](seed))


# -- ambience ---------------------------------------------------------------------------------

LOOP_SECONDS = 4.0
"""An ambience loop's length: long enough not to be heard repeating under a table's talk."""
SEAM = 0.5
"""Seconds over which a loop's end is faded into its start, so it joins without a click."""


def looped(sound: Buffer) -> Buffer:
    """``sound`` (:data:`LOOP_SECONDS` plus :data:`SEAM` long) cut to a loop: its last
    :data:`SEAM` seconds faded into its first, so the end runs on into the start."""
    seam = int(SEAM * RATE)
    body = len(sound) - seam
    out = sound[:body]
    for i in range(seam):
        k = i / seam
        out[i] = out[i] * math.sqrt(k) + sound[body + i] * math.sqrt(1 - k)
    return out


def lapping_water(rng: random.Random) -> Buffer:
    """Still water at the bank: slow, soft washes and now and then a small bubble or drip."""
    seconds = LOOP_SECONDS + SEAM
    out = silence(seconds)
    at = -0.3
    while at < seconds:
        length = rng.uniform(1.2, 1.9)
        wash = water_wash(rng, length, rng.uniform(350, 450), rng.uniform(1100, 1600))
        mix(out, wash, max(0.0, at), rng.uniform(0.5, 0.8))
        at += length * rng.uniform(0.55, 0.75)
    for _ in range(rng.randint(5, 8)):
        start = rng.uniform(500, 1000)
        drip = chirp(rng.uniform(0.02, 0.04), start, start * 2.0)
        mix(out, drip, rng.uniform(0.0, seconds - 0.1), rng.uniform(0.1, 0.25))
    return out


def flowing_river(rng: random.Random) -> Buffer:
    """A river running past: a steady, bright burble (band-passed noise wandering in pitch)
    with many small bubbles."""
    seconds = LOOP_SECONDS + SEAM
    wander = [rng.uniform(0, 2 * math.pi) for _ in range(3)]

    sin = math.sin
    (t1, w1), (t2, w2), (t3, w3) = ((2 * math.pi * (k + 1), w) for k, w in enumerate(wander))

    def centre(t: float) -> float:  # three slow waves
        return 900 + 250 * sum((sin(t1 * t + w1), sin(t2 * t + w2), sin(t3 * t + w3)))

    out = sweep_filter(noise(seconds, rng), centre, q=0.9, band=True)
    out = [0.6 * x for x in out]
    for _ in range(rng.randint(28, 40)):
        start = rng.uniform(450, 1300)
        bubble = chirp(rng.uniform(0.015, 0.04), start, start * rng.uniform(1.5, 2.2))
        mix(out, bubble, rng.uniform(0.0, seconds - 0.05), rng.uniform(0.08, 0.2))
    return out


AMBIENCES: dict[str, Callable[[random.Random], Buffer]] = {
    "water": lapping_water,
    "river": flowing_river,
}
"""Every ambience by name: a quiet loop a table may name as its ``ambience``."""


def cues() -> list[str]:
    """Every cue there is now: the effects and the ambiences, the core's and the games' that
    have declared theirs."""
    return sorted(EFFECTS) + sorted(AMBIENCES)
