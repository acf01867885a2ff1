import jax.numpy as jnp


def constant(value):
    def schedule(count):
        return value

    return schedule


def warmup_cosine(base_lr, warmup, total, floor=0.0):
    span = max(total - warmup, 1)

    def schedule(count):
        if count < warmup:
            return base_lr * (count + 1) / warmup
        progress = jnp.clip((count - warmup) / span, 0.0, 1.0)
        return floor + 0.5 * (base_lr - floor) * (1.0 + jnp.cos(jnp.pi * progress))

    return schedule
