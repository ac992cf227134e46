"""The table's sound effects, made here from noise, filters and decaying partials.

Standard library only (``math``, ``random``, ``array``): every effect is a short mono buffer at
:data:`RATE`, rendered from a fixed seed so the same version always gives the same file. Wood
is a few decaying partials (modal synthesis), water is filtered noise plus rising bubble
chirps, a creak is a jittered stick-slip pulse train through two resonances.

Change any recipe and bump :data:`SYNTH_VERSION`: the cache keys its files by it, so players
hear the new sound at the next start.
"""

from __future__ import annotations

import math
import random
from array import array
from collections.abc import Callable, Sequence

SYNTH_VERSION = 2
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
    for i in range(min(len(sound), len(into) - start)):
        into[start + i] += sound[i] * gain


def noise(seconds: float, rng: random.Random) -> Buffer:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def envelope(length: int, attack: float, decay: float) -> Buffer:
    """A linear rise over ``attack`` seconds, then an exponential fall (``decay``: time to 1/e)."""
    rise = max(1, int(attack * RATE))
    fall = 1.0 / max(decay * RATE, 1.0)
    return [i / rise if i < rise else math.exp(-(i - rise) * fall) for i in range(length)]


def swell(length: int, peak_at: float) -> Buffer:
    """A smooth hump: up to 1 at ``peak_at`` (0..1 of the length), back to 0 at the end."""
    out: Buffer = []
    for i in range(length):
        t = i / length
        out.append(
            math.sin(math.pi / 2 * t / peak_at)
            if t < peak_at
            else math.cos(math.pi / 2 * (t - peak_at) / (1 - peak_at))
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
    out: Buffer = []
    n = len(sound)
    for i, x in enumerate(sound):
        f = 2.0 * math.sin(math.pi * min(cutoff(i / n), RATE / 6) / RATE)
        low += f * mid
        high = x - low - damp * mid
        mid += f * high
        out.append(mid if band else low)
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
    for x in sound:
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
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
    for freq, amp, decay in partials:
        phase = 0.0
        k = 1.0 / (decay * RATE)
        for i in range(min(length, int(decay * 7 * RATE))):
            bend = 1.0 + drop * math.exp(-i / (0.06 * RATE))
            phase += 2 * math.pi * freq * bend / RATE
            out[i] += amp * math.sin(phase) * math.exp(-i * k)
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


def finish(sound: Buffer) -> array:
    """Normalised to :data:`PEAK`, faded over the last 8 ms, as 16-bit samples."""
    top = max((abs(x) for x in sound), default=0.0) or 1.0
    fade = min(len(sound), int(0.008 * RATE))
    for i in range(fade):
        sound[len(sound) - 1 - i] *= i / fade
    scale = PEAK * 32767 / top
    return array("h", (int(round(x * scale)) for x in sound))


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
}
"""Every effect by name: what a game's ``sounds`` mapping may name."""


TAKES = 4
"""Takes of every effect: each one played is one of them (never the same twice running), the
way a recorded sound set keeps several takes so repeats do not sound mechanical."""


def render(name: str, take: int = 0) -> array:
    """Take ``take`` of the effect as 16-bit mono samples, the same every time for one
    :data:`SYNTH_VERSION`."""
    recipe = EFFECTS[name]
    return finish(recipe(random.Random(f"{name}/{take}/{SYNTH_VERSION}")))
