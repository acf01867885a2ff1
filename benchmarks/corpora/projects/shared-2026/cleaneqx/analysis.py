import equinox as eqx
import jax
import jax.numpy as jnp

from . import evaluate, layers, train, util


@eqx.filter_jit
def gain_sweep(model, x, y, gains):
    return jnp.stack([evaluate.jit_regression(model, x, y, g) for g in gains])


@eqx.filter_jit
def two_steps(model, opt_state, x, y, gain, key):
    k1, k2 = jax.random.split(key)
    model, opt_state, _ = train.step(model, opt_state, x, y, gain, k1)
    return train.step(model, opt_state, x, y, gain, k2)


def activation_check(width, names=("relu", "gelu", "tanh")):
    x = jnp.linspace(-2.0, 2.0, width)
    return {n: float(util.activation(n)(x).mean()) for n in names}


def block_gains(model, x, gain):
    h = model.inp(x)
    out = []
    for blk in model.blocks:
        nxt = blk(h, gain=gain)
        out.append(float(jnp.linalg.norm(nxt - h)))
        h = nxt
    return out


def fresh_stack(width, depth, key):
    return len(layers.make_stack(width, depth, "relu", key))
