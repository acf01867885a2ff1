import jax.numpy as jnp
import optax


def one_cycle(peak_lr, total_steps, pct_up=0.3, div=10.0):
    up = max(int(total_steps * pct_up), 1)
    down = max(total_steps - up, 1)

    def schedule(count):
        count = jnp.asarray(count, jnp.float32)
        rising = peak_lr / div + (peak_lr - peak_lr / div) * count / up
        falling = peak_lr * jnp.maximum(1.0 - (count - up) / down, 0.0)
        return jnp.where(count < up, rising, falling)

    return schedule


def build_sgd(cfg, steps_per_epoch):
    schedule = one_cycle(cfg.lr, cfg.epochs * steps_per_epoch)
    tx = optax.chain(
        optax.add_decayed_weights(cfg.weight_decay),
        optax.sgd(schedule, momentum=cfg.momentum, nesterov=True),
    )
    return tx, schedule
