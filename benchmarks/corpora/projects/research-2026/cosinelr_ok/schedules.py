import jax.numpy as jnp


def constant(value):
    def schedule(count):
        return jnp.full((), value)
    return schedule


def warmup_cosine(peak, warmup, total, floor=0.0):
    decay_len = max(total - warmup, 1)

    def schedule(count):
        progress = jnp.clip((count - warmup) / decay_len, 0.0, 1.0)
        cosine = floor + 0.5 * (peak - floor) * (1.0 + jnp.cos(jnp.pi * progress))
        return jnp.where(count < warmup, peak * count / warmup, cosine)

    return schedule


def linear_warmup(peak, warmup):
    def schedule(count):
        return peak * jnp.minimum(count / max(warmup, 1), 1.0)
    return schedule


def inverse_sqrt(peak, warmup):
    def schedule(count):
        count = jnp.maximum(count, 1)
        return peak * jnp.minimum(count / warmup, jnp.sqrt(warmup / count))
    return schedule


def preview(schedule, points):
    return [(int(p), float(schedule(p))) for p in points]
