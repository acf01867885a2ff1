import equinox as eqx
import jax


def make_regressor(width, key):
    return eqx.nn.MLP("scalar", "scalar", width, depth=2, activation=jax.nn.relu, key=key)
