import jax
import jax.numpy as jnp
import equinox as eqx
import optax


class FixedPointLayer(eqx.Module):
    cell: eqx.nn.Linear
    readout: eqx.nn.Linear
    num_iters: int

    def __init__(self, dim, num_iters, key):
        k1, k2 = jax.random.split(key)
        self.cell = eqx.nn.Linear(2 * dim, dim, key=k1)
        self.readout = eqx.nn.Linear(dim, 1, key=k2)
        self.num_iters = num_iters

    def __call__(self, x):
        z = jnp.zeros_like(x)
        for _ in range(self.num_iters):
            z = jnp.tanh(self.cell(jnp.concatenate([z, x])))
        return self.readout(z)


def loss_fn(model, xs, ys):
    preds = jax.vmap(model)(xs)
    return jnp.mean((preds - ys) ** 2)


optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, xs, ys):
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model, xs, ys)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


@jax.jit
def evaluate(model, xs, ys):
    return loss_fn(model, xs, ys)


def main():
    model = FixedPointLayer(4, num_iters=5, key=jax.random.key(0))
    xs = jax.random.normal(jax.random.key(1), (32, 4))
    ys = jnp.sin(xs[:, :1])
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for _ in range(10):
        model, opt_state, loss = train_step(model, opt_state, xs, ys)
    x_val = jax.random.normal(jax.random.key(2), (16, 4))
    print("train", float(loss), "val", float(evaluate(model, x_val, jnp.sin(x_val[:, :1]))))


if __name__ == "__main__":
    main()
