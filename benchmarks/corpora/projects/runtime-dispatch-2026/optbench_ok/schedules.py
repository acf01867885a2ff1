"""Learning-rate schedule factory: ``make_schedule(name, ...)`` returns a
closure ``count -> learning rate``."""
import math

import jax.numpy as jnp


def make_schedule(name, base_lr, total_steps, warmup_steps=0, final_ratio=0.0):
    decay_steps = max(total_steps - warmup_steps, 1)
    final_lr = base_lr * final_ratio

    if name == "constant":
        def schedule(count):
            return jnp.full((), base_lr, jnp.float32) + 0.0 * count

    elif name == "step":
        boundaries = (int(0.5 * total_steps), int(0.75 * total_steps))

        def schedule(count):
            drops = sum((count >= b).astype(jnp.float32) for b in boundaries)
            return base_lr * 0.1**drops

    elif name == "warmup_cosine":
        def schedule(count):
            warm = jnp.minimum(1.0, count / max(warmup_steps, 1))
            progress = jnp.clip((count - warmup_steps) / decay_steps, 0.0, 1.0)
            cosine = 0.5 * (1.0 + jnp.cos(math.pi * progress))
            return warm * (final_lr + (base_lr - final_lr) * cosine)

    elif name == "inverse_sqrt":
        def schedule(count):
            step = jnp.maximum(count, 1).astype(jnp.float32)
            return base_lr * jnp.minimum(step / max(warmup_steps, 1),
                                         jnp.sqrt(max(warmup_steps, 1) / step))

    else:
        raise ValueError(f"unknown schedule {name!r}")

    schedule.__name__ = f"{name}_schedule"
    return schedule
