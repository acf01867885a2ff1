import equinox as eqx
import jax
import optax


def weight_mask(model):
    params = eqx.filter(model, eqx.is_array)
    return jax.tree.map(lambda p: p.ndim > 1, params)


def make_optimizer(args, model):
    schedule = optax.warmup_exponential_decay_schedule(
        init_value=0.0, peak_value=args.lr, warmup_steps=args.warmup,
        transition_steps=100, decay_rate=0.5, end_value=args.lr * 0.05)
    optimizer = optax.chain(
        optax.clip_by_global_norm(5.0),
        optax.adamw(schedule, weight_decay=1e-4, mask=weight_mask(model)),
    )
    return optimizer, schedule
