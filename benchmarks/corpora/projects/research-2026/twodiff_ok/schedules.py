import math

import jax.numpy as jnp


def karras_sigmas(cfg):
    i = jnp.arange(cfg.num_steps)
    inv = 1.0 / cfg.rho
    smax, smin = cfg.sigma_max ** inv, cfg.sigma_min ** inv
    sigmas = (smax + i / (cfg.num_steps - 1) * (smin - smax)) ** cfg.rho
    return jnp.concatenate([sigmas, jnp.zeros(1)])


def churn_gamma(sigma, cfg):
    base = min(cfg.s_churn / cfg.num_steps, math.sqrt(2.0) - 1.0)
    return jnp.where((sigma > cfg.s_tmin) & (sigma < cfg.s_tmax), base, 0.0)


def bumped_sigma(sigma, cfg):
    gamma = churn_gamma(sigma, cfg)
    return sigma * (1.0 + gamma)


def sigma_to_logsnr(sigma):
    return -2.0 * jnp.log(jnp.maximum(sigma, 1e-8))


def describe(cfg):
    sig = karras_sigmas(cfg)
    return f"{cfg.num_steps} steps, sigma {float(sig[0]):.2f} -> {float(sig[-2]):.4f}"
