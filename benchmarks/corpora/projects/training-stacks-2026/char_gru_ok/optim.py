import jax.numpy as jnp
import optax


def exp_decay_with_floor(lr, decay_rate, min_lr, steps_per_decay=5):
    def schedule(count):
        return jnp.maximum(lr * decay_rate ** (count / steps_per_decay), min_lr)
    return schedule


def make_tx(args):
    schedule = exp_decay_with_floor(args.lr, args.decay_rate, args.min_lr)
    tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(schedule))
    return optax.apply_if_finite(tx, max_consecutive_errors=5), schedule
