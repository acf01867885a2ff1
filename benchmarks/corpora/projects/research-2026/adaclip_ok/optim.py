import jax
import jax.numpy as jnp
import optax


def clip_tensor(g, max_norm):
    norm = jnp.sqrt(jnp.sum(jnp.square(g)))
    return jnp.where(norm > max_norm, g * (max_norm / norm), g)


def per_tensor_clip(max_norm):
    def init_fn(params):
        del params
        return optax.EmptyState()

    def update_fn(updates, state, params=None):
        del params
        clipped = jax.tree.map(lambda g: clip_tensor(g, max_norm), updates)
        return clipped, state

    return optax.GradientTransformation(init_fn, update_fn)


def build(args):
    return optax.chain(
        per_tensor_clip(args.max_norm),
        optax.sgd(args.lr, momentum=args.momentum, nesterov=True),
    )
