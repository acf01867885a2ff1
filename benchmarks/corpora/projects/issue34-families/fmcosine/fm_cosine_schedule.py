import jax.numpy as jnp


def learning_rate(step, cfg):
    decay_steps = cfg.total_steps - cfg.warmup_steps
    progress = jnp.clip((step - cfg.warmup_steps) / decay_steps, 0.0, 1.0)
    cosine = cfg.base_lr * 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
    if cfg.warmup_steps > 0:
        warm = cfg.base_lr * (step + 1) / cfg.warmup_steps
        return jnp.where(step < cfg.warmup_steps, warm, cosine)
    return cosine
