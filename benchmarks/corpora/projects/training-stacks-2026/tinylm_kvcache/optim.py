import jax.numpy as jnp
import optax


def inverse_sqrt(peak_lr, warmup):
    def schedule(count):
        step = jnp.asarray(count, jnp.float32) + 1.0
        return peak_lr * jnp.minimum(step / warmup, jnp.sqrt(warmup / step))
    return schedule


def build_optimizer(args):
    schedule = inverse_sqrt(args.lr, args.warmup)
    tx = optax.chain(
        optax.clip_by_global_norm(1.0),
        optax.adamw(schedule, b1=0.9, b2=0.98, weight_decay=0.01),
    )
    return tx, schedule
