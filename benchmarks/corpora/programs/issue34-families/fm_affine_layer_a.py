import equinox as eqx
import jax
import jax.numpy as jnp


class Affine(eqx.Module):
    w: jax.Array
    b: jax.Array
    use_bias: bool

    def __call__(self, x):
        y = self.w @ x
        if self.use_bias:
            y = y + self.b
        return y


def make_affine(key, n_in, n_out, use_bias=True):
    return Affine(jax.random.normal(key, (n_out, n_in)), jnp.ones(n_out), use_bias)


@eqx.filter_jit
def loss(layer, xs, ys):
    pred = jax.vmap(layer)(xs)
    return jnp.mean((pred - ys) ** 2)


layer = make_affine(jax.random.key(1), 3, 2, use_bias=jnp.array(True))
xs = jnp.ones((6, 3))
ys = jnp.zeros((6, 2))
print("loss:", float(loss(layer, xs, ys)))
print("grad norm:", float(jnp.linalg.norm(eqx.filter_grad(loss)(layer, xs, ys).w)))
