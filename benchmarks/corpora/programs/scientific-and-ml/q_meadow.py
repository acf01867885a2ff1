"""Random-walk Metropolis sampler for a 2-D banana-shaped posterior."""
import logging

import jax
import jax.numpy as jnp

logging.basicConfig(level=logging.INFO, format="%(message)s")
log = logging.getLogger("rwm")

CFG = {"n_samples": 2000, "step_size": 0.5, "dim": 2, "seed": 3, "curvature": 0.5}


def log_density(theta, curvature=CFG["curvature"]):
    x, y = theta[0], theta[1]
    return -0.5 * (x ** 2 / 4.0 + (y - curvature * x ** 2) ** 2)


def propose(key, theta, step_size):
    return theta + step_size * jax.random.normal(key, theta.shape)


def mh_step(carry, key):
    theta, logp, step_size = carry
    k_prop, k_acc = jax.random.split(key)
    cand = propose(k_prop, theta, step_size)
    logp_cand = log_density(cand)
    accept = jnp.log(jax.random.uniform(k_acc)) < logp_cand - logp
    theta = jnp.where(accept, cand, theta)
    logp = jnp.where(accept, logp_cand, logp)
    return (theta, logp, step_size), (theta, accept)


@jax.jit
def sample(key, theta0, step_size, n_samples):
    keys = jax.random.split(key, 2)
    traces = jnp.zeros((n_samples, theta0.shape[0]))
    init = (theta0, log_density(theta0), step_size)
    _, (draws, accepts) = jax.lax.scan(mh_step, init, jax.random.split(keys[1], traces.shape[0]))
    return traces + draws, jnp.mean(accepts)


def summarise(draws):
    return {"mean": jnp.mean(draws, axis=0), "std": jnp.std(draws, axis=0)}


def main():
    key = jax.random.PRNGKey(CFG["seed"])
    theta0 = jnp.zeros(CFG["dim"])
    draws, acc = sample(key, theta0, CFG["step_size"], CFG["n_samples"])
    stats = summarise(draws[CFG["n_samples"] // 4:])
    log.info("acceptance rate %.3f", float(acc))
    log.info("posterior mean %s", stats["mean"])
    log.info("posterior std  %s", stats["std"])


if __name__ == "__main__":
    main()
