import functools

import jax
import jax.numpy as jnp

from .fm_taper_windows import overlap_segments, taper


@functools.partial(jax.jit, static_argnames=("seg_len",))
def power_spectrum(x, seg_len):
    segs = overlap_segments(x, seg_len, seg_len // 2)
    w = taper(segs.shape[-1])
    spec = jnp.abs(jnp.fft.rfft(segs * w, axis=-1)) ** 2
    return spec.mean(axis=-2)


def dominant_frequency(x, rate, seg_len=32):
    p = power_spectrum(x, seg_len=seg_len)
    freqs = jnp.fft.rfftfreq(seg_len, d=1.0 / rate)
    return freqs[jnp.argmax(p)]
