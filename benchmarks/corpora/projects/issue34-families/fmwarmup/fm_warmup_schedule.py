import jax.numpy as jnp


def learning_rate(step, cfg):
    if step < cfg.warmup_steps:
        return cfg.base_lr * (step + 1) / cfg.warmup_steps
    progress = (step - cfg.warmup_steps) / (cfg.total_steps - cfg.warmup_steps)
    return cfg.base_lr * 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
