import jax
import jax.numpy as jnp


@jax.jit
def first_crossing(signal, level):
    above = signal >= level
    crossings = jnp.flatnonzero(above[1:] & ~above[:-1], size=1, fill_value=-1)
    return crossings[0] + jnp.where(crossings[0] >= 0, 1, 0)


@jax.jit
def last_valid(values):
    (idx,) = jnp.where(jnp.isfinite(values[::-1]), size=1, fill_value=values.shape[0])
    return values.shape[0] - 1 - idx[0]


@jax.jit
def peak_times(signal, times):
    is_peak = (signal[1:-1] > signal[:-2]) & (signal[1:-1] > signal[2:])
    k = min(4, signal.shape[0] // 10)
    (idx,) = jnp.nonzero(is_peak, size=k, fill_value=-1)
    return jnp.where(idx >= 0, times[idx + 1], jnp.nan)


def detect(traces, level):
    results = {}
    for name, sig in traces.items():
        results[name] = {
            "first": int(first_crossing(sig, level)),
            "last_valid": int(last_valid(sig)),
        }
    return results


t = jnp.linspace(0.0, 10.0, 200)
traces = {
    "ramp": t / 10.0,
    "wave": jnp.sin(t),
    "gappy": jnp.where(t > 8.5, jnp.nan, jnp.cos(t)),
}
print(detect(traces, 0.5))
print(peak_times(traces["wave"], t))
print(jax.vmap(first_crossing, in_axes=(0, None))(jnp.stack([traces["ramp"], traces["wave"]]), 0.9))
