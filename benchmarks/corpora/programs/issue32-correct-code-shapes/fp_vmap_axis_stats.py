import jax
import jax.numpy as jnp
from jax import lax


def member_stats(samples, weight):
    local = {"mean": samples.mean(), "sq": (samples ** 2).mean(), "n": jnp.asarray(samples.shape[0], jnp.float32)}
    total = lax.psum(jax.tree.map(lambda v: weight * v, local), "chains")
    wsum = lax.psum(weight, "chains")
    pooled = {k: v / wsum for k, v in total.items() if k != "n"}
    pooled["var"] = pooled.pop("sq") - pooled["mean"] ** 2
    lo, hi = lax.pmin(samples.min(), "chains"), lax.pmax(samples.max(), "chains")
    pooled.update(range=(lo, hi), n=lax.psum(local["n"], "chains"))
    means, maxes = lax.all_gather((samples.mean(), samples.max()), "chains")
    between = means.var() * samples.shape[0]
    within = lax.pmean(samples.var(ddof=1), "chains")
    return dict(pooled, rhat=jnp.sqrt((within + between / samples.shape[0]) / within), chain_max=maxes)


def run_chain(key, n, step=0.5):
    def body(x, k):
        k1, k2 = jax.random.split(k)
        prop = x + step * jax.random.normal(k1)
        accept = jnp.log(jax.random.uniform(k2)) < 0.5 * (x ** 2 - prop ** 2)
        x = jnp.where(accept, prop, x)
        return x, x

    _, xs = lax.scan(body, 0.0, jax.random.split(key, n))
    return xs


keys = jax.random.split(jax.random.PRNGKey(0), 4)
chains = jax.vmap(run_chain, in_axes=(0, None))(keys, 2000)
weights = jnp.array([1.0, 1.0, 2.0, 1.0])
stats = jax.jit(jax.vmap(member_stats, axis_name="chains"))(chains, weights)
report = {k: v[0] for k, v in stats.items() if k != "range"}
report["range"] = tuple(float(r[0]) for r in stats["range"])
print({k: (v if isinstance(v, tuple) else jnp.round(v, 3).tolist()) for k, v in report.items()})
