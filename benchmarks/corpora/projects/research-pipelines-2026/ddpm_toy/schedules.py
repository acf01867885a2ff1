import jax.numpy as jnp


def linear_beta_schedule(T, beta_start, beta_end):
    betas = jnp.linspace(beta_start, beta_end, T)
    alphas = 1.0 - betas
    alphas_cumprod = jnp.cumprod(alphas)
    return {
        "betas": betas,
        "alphas_cumprod": alphas_cumprod,
        "sqrt_ab": jnp.sqrt(alphas_cumprod),
        "sqrt_1mab": jnp.sqrt(1.0 - alphas_cumprod),
    }


def respaced_timesteps(T, num_steps):
    """Evenly strided subset of {0..T-1}, returned high-to-low for sampling."""
    stride = T // num_steps
    ts = jnp.arange(num_steps) * stride
    return ts[::-1]


def q_sample(schedule, x0, t, noise):
    a = schedule["sqrt_ab"][t][:, None]
    s = schedule["sqrt_1mab"][t][:, None]
    return a * x0 + s * noise
