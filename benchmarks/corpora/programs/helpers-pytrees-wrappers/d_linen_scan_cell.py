"""A recurrent flax linen cell unrolled with nn.scan."""
import flax.linen as nn
import jax
import jax.numpy as jnp


class Cell(nn.Module):
    hidden: int
    residual: bool = False

    @nn.compact
    def __call__(self, carry, x):
        h = nn.Dense(self.hidden)(jnp.concatenate([carry, x], axis=-1))
        h = jnp.tanh(h)
        if self.residual and carry.shape == h.shape:
            h = h + carry
        return h, h


class Encoder(nn.Module):
    hidden: int
    residual: bool = False

    @nn.compact
    def __call__(self, xs):
        scan = nn.scan(
            Cell, variable_broadcast="params", split_rngs={"params": False},
            in_axes=1, out_axes=1,
        )
        carry = jnp.zeros((xs.shape[0], self.hidden))
        return scan(self.hidden, self.residual)(carry, xs)


if __name__ == "__main__":
    xs = jnp.ones((2, 5, 3))
    for residual in (False, True):
        model = Encoder(hidden=4, residual=residual)
        params = model.init(jax.random.PRNGKey(0), xs)
        last, seq = jax.jit(model.apply)(params, xs)
        print(last.shape, seq.shape)
