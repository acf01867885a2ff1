import jax
import jax.numpy as jnp
import equinox as eqx


class Affine(eqx.Module):
    weight: jax.Array
    bias: jax.Array
    activation: str = eqx.field(static=True, default="relu")

    def __call__(self, x):
        y = self.weight @ x + self.bias
        if self.activation == "relu":
            return jax.nn.relu(y)
        return y


def count_params(model):
    leaves = jax.tree_util.tree_leaves(model)
    return sum(l.size for l in leaves if eqx.is_array(l))


@eqx.filter_jit
def loss(model, xs, ys):
    preds = jax.vmap(model)(xs)
    return jnp.mean((preds - ys) ** 2)


def main():
    model = Affine(jnp.ones((2, 3)) * 0.1, jnp.zeros(2))
    xs = jnp.arange(12.0).reshape(4, 3)
    ys = jnp.ones((4, 2))
    grads = eqx.filter_grad(loss)(model, xs, ys)
    print(count_params(model), grads.weight.shape, float(loss(model, xs, ys)))


if __name__ == "__main__":
    main()
