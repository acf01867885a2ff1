"""Parallel random-walk Metropolis chains on a correlated Gaussian, with R-hat."""
import functools
import logging

import jax
import jax.numpy as jnp
import numpy as np

logging.basicConfig(level=logging.INFO, format="[mcmc] %(message)s")
logger = logging.getLogger(__name__)

CFG = {"n_samples": 1500, "n_chains": 4, "step_size": 0.6, "rho": 0.8, "seed": 11}


def make_target(rho):
    cov = jnp.array([[1.0, rho], [rho, 1.0]])
    prec = jnp.linalg.inv(cov)

    def logp(x):
        return -0.5 * x @ prec @ x

    return logp


def rwm_kernel(logp, step_size):
    def kernel(carry, key):
        x, lp = carry
        k1, k2 = jax.random.split(key)
        y = x + step_size * jax.random.normal(k1, x.shape)
        lpy = logp(y)
        ok = jnp.log(jax.random.uniform(k2)) < lpy - lp
        x = jnp.where(ok, y, x)
        lp = jnp.where(ok, lpy, lp)
        return (x, lp), (x, ok)

    return kernel


@functools.partial(jax.jit, static_argnames=("n_samples", "rho"))
def run_chain(key, x0, step_size, n_samples, rho):
    logp = make_target(rho)
    buf = jnp.zeros((n_samples, x0.shape[0]))
    keys = jax.random.split(key, n_samples)
    _, (xs, oks) = jax.lax.scan(rwm_kernel(logp, step_size), (x0, logp(x0)), keys)
    return buf + xs, oks.mean()


def gelman_rubin(chains):
    n = chains.shape[1]
    means = chains.mean(axis=1)
    w = chains.var(axis=1, ddof=1).mean(axis=0)
    b = n * means.var(axis=0, ddof=1)
    var_hat = (n - 1) / n * w + b / n
    return np.sqrt(var_hat / w)


def main():
    key = jax.random.PRNGKey(CFG["seed"])
    keys = jax.random.split(key, CFG["n_chains"])
    starts = jax.random.normal(jax.random.PRNGKey(0), (CFG["n_chains"], 2)) * 3.0
    chains, rates = [], []
    for k, x0 in zip(keys, starts):
        xs, rate = run_chain(k, x0, CFG["step_size"], n_samples=CFG["n_samples"], rho=CFG["rho"])
        chains.append(np.asarray(xs[CFG["n_samples"] // 3:]))
        rates.append(float(rate))
    chains = np.stack(chains)
    logger.info("acceptance rates: %s", ", ".join(f"{r:.2f}" for r in rates))
    logger.info("R-hat: %s", gelman_rubin(chains))
    logger.info("empirical corr: %.3f", np.corrcoef(chains.reshape(-1, 2).T)[0, 1])


if __name__ == "__main__":
    main()
