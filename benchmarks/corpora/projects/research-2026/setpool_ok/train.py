import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def loss_fn(model, points, mask, target):
    pred = jax.vmap(model)(points, mask)
    return jnp.mean((pred - target) ** 2)


@eqx.filter_jit
def train_step(model, opt_state, optim, points, mask, target):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, points, mask, target)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_inexact_array))
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def build_optimizer(lr):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.lion(lr))


@eqx.filter_jit
def eval_loss(model, points, mask, target):
    return loss_fn(model, points, mask, target)


def check_invariance(model, rng, points, mask, target, augment):
    base = float(eval_loss(model, points, mask, target))
    aug_points, aug_mask = augment(rng, points, mask)
    moved = float(eval_loss(model, aug_points, aug_mask, target))
    return {"loss": base, "augmented_loss": moved, "gap": abs(base - moved)}
