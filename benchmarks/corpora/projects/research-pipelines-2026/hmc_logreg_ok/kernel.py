import jax
import jax.numpy as jnp
from jax import lax

from .integrator import leapfrog


def hmc_step(key, q, logdensity, step_size, num_leapfrog):
    k_mom, k_acc = jax.random.split(key)
    grad_logp = jax.grad(logdensity)
    p0 = jax.random.normal(k_mom, q.shape)
    q_new, p_new = leapfrog(grad_logp, q, p0, step_size, num_leapfrog)
    h0 = -logdensity(q) + 0.5 * jnp.sum(p0 ** 2)
    h1 = -logdensity(q_new) + 0.5 * jnp.sum(p_new ** 2)
    accept_prob = jnp.minimum(1.0, jnp.exp(h0 - h1))
    accept_prob = jnp.where(jnp.isnan(accept_prob), 0.0, accept_prob)
    accept = jax.random.uniform(k_acc) < accept_prob
    return jnp.where(accept, q_new, q), accept_prob


def da_init(step_size):
    log_eps = jnp.log(step_size)
    return {"log_eps": log_eps, "log_eps_bar": 0.0, "h_bar": 0.0, "mu": jnp.log(10 * step_size), "t": 0.0}


def da_update(da, accept_prob, cfg):
    t = da["t"] + 1.0
    eta = 1.0 / (t + cfg["da_t0"])
    h_bar = (1.0 - eta) * da["h_bar"] + eta * (cfg["target_accept"] - accept_prob)
    log_eps = da["mu"] - jnp.sqrt(t) / cfg["da_gamma"] * h_bar
    w = t ** (-cfg["da_kappa"])
    log_eps_bar = w * log_eps + (1.0 - w) * da["log_eps_bar"]
    return {"log_eps": log_eps, "log_eps_bar": log_eps_bar, "h_bar": h_bar, "mu": da["mu"], "t": t}


def run_chain(key, q0, logdensity, cfg):
    k_warm, k_samp = jax.random.split(key)

    def warmup_body(i, carry):
        q, da = carry
        q, acc = hmc_step(jax.random.fold_in(k_warm, i), q, logdensity, jnp.exp(da["log_eps"]), cfg["num_leapfrog"])
        return q, da_update(da, acc, cfg)

    q, da = lax.fori_loop(0, cfg["num_warmup"], warmup_body, (q0, da_init(cfg["init_step_size"])))
    step_size = jnp.exp(da["log_eps_bar"])

    samples = jnp.zeros((cfg["num_samples"],) + q0.shape)
    accepts = jnp.zeros((cfg["num_samples"],))

    def sample_body(i, carry):
        q, samples, accepts = carry
        q, acc = hmc_step(jax.random.fold_in(k_samp, i), q, logdensity, step_size, cfg["num_leapfrog"])
        return q, samples.at[i].set(q), accepts.at[i].set(acc)

    _, samples, accepts = lax.fori_loop(0, cfg["num_samples"], sample_body, (q, samples, accepts))
    return samples, accepts, step_size
