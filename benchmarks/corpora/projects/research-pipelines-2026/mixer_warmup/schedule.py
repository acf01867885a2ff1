import jax.numpy as jnp


def learning_rate(step, cfg):
    """Linear warmup followed by step decay."""
    warm = jnp.minimum(1.0, (step + 1) / cfg.warmup_steps)
    stage = int(step) // cfg.decay_every
    return cfg.base_lr * warm * cfg.decay_rate ** stage
