"""Equinox MLP regression on a 1-D toy function with an optax training loop and grad-norm monitoring."""
import equinox as eqx
import jax
import jax.numpy as jnp
import optax

CONFIG = {"width": 32, "depth": 2, "lr": 1e-2, "epochs": 100, "n_data": 128, "seed": 0}


def make_data(key, n):
    x = jnp.linspace(-2.0, 2.0, n)[:, None]
    y = jnp.tanh(2 * x) + 0.3 * jnp.cos(4 * x) + 0.05 * jax.random.normal(key, x.shape)
    return x, y


class Trainer:
    def __init__(self, model, lr):
        self.model = model
        self.optim = optax.adam(lr)
        self.opt_state = self.optim.init(eqx.filter(model, eqx.is_array))
        self.last_grad_norm = None
        self._step = eqx.filter_jit(self._make_step)

    @staticmethod
    def loss(model, x, y):
        pred = jax.vmap(model)(x)
        return jnp.mean((pred - y) ** 2)

    def _make_step(self, model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(self.loss)(model, x, y)
        self.last_grad_norm = optax.global_norm(grads)
        updates, opt_state = self.optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        model = eqx.apply_updates(model, updates)
        return model, opt_state, loss

    def fit(self, x, y, epochs):
        losses = []
        for epoch in range(epochs):
            self.model, self.opt_state, loss = self._step(self.model, self.opt_state, x, y)
            losses.append(loss)
        return jnp.stack(losses)

    def report(self):
        return jnp.log10(self.last_grad_norm + 1e-12)


def main():
    key = jax.random.PRNGKey(CONFIG["seed"])
    k_data, k_model = jax.random.split(key)
    x, y = make_data(k_data, CONFIG["n_data"])
    model = eqx.nn.MLP(1, 1, CONFIG["width"], CONFIG["depth"], activation=jax.nn.tanh, key=k_model)
    trainer = Trainer(model, CONFIG["lr"])
    losses = trainer.fit(x, y, CONFIG["epochs"])
    print(f"loss: first {float(losses[0]):.4f}, last {float(losses[-1]):.4f}")
    print("log10 grad norm at end:", float(trainer.report()))


if __name__ == "__main__":
    main()
