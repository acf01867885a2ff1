import jax
from jax import lax

from . import peaks, refine, spectrum


def analyze_one(x, df):
    p = spectrum.periodogram(x)
    idx = peaks.find_peaks(p, spectrum.noise_floor(p))
    return idx, refine.refine_all(p, idx, df)


@jax.jit
def analyze(batch, df):
    return lax.map(lambda x: analyze_one(x, df), batch)
