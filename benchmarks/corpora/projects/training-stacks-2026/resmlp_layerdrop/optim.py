import jax
import jax.numpy as jnp
import optax


def warmup_cosine(peak_lr, warmup_steps, total_steps, final_frac=0.1):
    decay_steps = max(total_steps - warmup_steps, 1)

    def schedule(count):
        count = jnp.asarray(count, jnp.float32)
        warm = peak_lr * count / max(warmup_steps, 1)
        progress = jnp.clip((count - warmup_steps) / decay_steps, 0.0, 1.0)
        cos = 0.5 * (1.0 + jnp.cos(jnp.pi * progress))
        decayed = peak_lr * (final_frac + (1.0 - final_frac) * cos)
        return jnp.where(count < warmup_steps, warm, decayed)

    return schedule


def decay_mask(params):
    return jax.tree.map(lambda p: jnp.ndim(p) > 1, params)


def make_optimizer(cfg, total_steps):
    schedule = warmup_cosine(cfg.lr, cfg.warmup_steps, total_steps)
    parts = []
    if cfg.grad_clip is not None:
        parts.append(optax.clip_by_global_norm(cfg.grad_clip))
    parts.append(optax.adamw(schedule, weight_decay=cfg.weight_decay, mask=decay_mask))
    return optax.chain(*parts), schedule
