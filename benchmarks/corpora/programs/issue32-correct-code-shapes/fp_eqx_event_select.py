import equinox as eqx
import jax
import jax.numpy as jnp


class EventLog(eqx.Module):
    times: jax.Array
    energies: jax.Array
    detector: str


@eqx.filter_jit
def compact(log, threshold: float, capacity: int):
    mask = log.energies > threshold
    idx = jnp.nonzero(mask, size=capacity, fill_value=0)[0]
    valid = jnp.arange(idx.shape[0]) < mask.sum()
    times = jnp.where(valid, log.times[idx], jnp.nan)
    energies = jnp.where(valid, log.energies[idx], 0.0)
    return EventLog(times, energies, log.detector + "/selected")


def summarize(log):
    finite = jnp.isfinite(log.times)
    return {
        "detector": log.detector,
        "count": int(finite.sum()),
        "mean_energy": float(jnp.where(finite, log.energies, 0.0).sum() / max(int(finite.sum()), 1)),
    }


key = jax.random.PRNGKey(7)
kt, ke = jax.random.split(key)
raw = EventLog(
    times=jnp.sort(jax.random.uniform(kt, (500,)) * 60.0),
    energies=jax.random.exponential(ke, (500,)) * 3.0,
    detector="calorimeter",
)
threshold = 6.0
n_keep = (raw.energies > threshold).sum()
selected = compact(raw, threshold, n_keep)
print(selected.times.shape, summarize(selected))
