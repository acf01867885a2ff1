"""Equinox classifier on two interleaved spirals, trained with optax and gradient clipping."""
import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

CONFIG = {"n_per_class": 100, "width": 48, "lr": 5e-3, "epochs": 150, "clip": 1.0, "seed": 2}


def spirals(n, seed):
    rng = np.random.default_rng(seed)
    t = np.sqrt(rng.uniform(0, 1, n)) * 3 * np.pi
    a = np.stack([t * np.cos(t), t * np.sin(t)], 1) / 10
    b = -a
    x = np.concatenate([a, b]) + 0.03 * rng.standard_normal((2 * n, 2))
    y = np.concatenate([np.zeros(n), np.ones(n)])
    return jnp.asarray(x, jnp.float32), jnp.asarray(y, jnp.int32)


class Classifier(eqx.Module):
    mlp: eqx.nn.MLP
    temperature: float = eqx.field(static=True)

    def __init__(self, width, key, temperature=1.0):
        self.mlp = eqx.nn.MLP(2, 2, width, 3, activation=jax.nn.relu, key=key)
        self.temperature = temperature

    def __call__(self, x):
        return self.mlp(x) / self.temperature


class Trainer:
    def __init__(self, model, cfg):
        self.model = model
        self.optim = optax.chain(optax.clip_by_global_norm(cfg["clip"]), optax.adam(cfg["lr"]))
        self.opt_state = self.optim.init(eqx.filter(model, eqx.is_array))
        self.grad_norms = []

    @staticmethod
    def loss(model, x, y):
        logits = jax.vmap(model)(x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    @eqx.filter_jit
    def step(self, model, opt_state, x, y):
        loss, grads = eqx.filter_value_and_grad(self.loss)(model, x, y)
        gnorm = optax.global_norm(grads)
        updates, opt_state = self.optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
        return eqx.apply_updates(model, updates), opt_state, loss, gnorm

    def fit(self, x, y, epochs):
        for epoch in range(epochs):
            self.model, self.opt_state, loss, gnorm = self.step(self.model, self.opt_state, x, y)
            self.grad_norms.append(float(gnorm))
            if epoch % 50 == 0:
                print(f"epoch {epoch:3d}  loss {float(loss):.4f}  |g| {self.grad_norms[-1]:.3f}")
        return float(loss)


def main():
    x, y = spirals(CONFIG["n_per_class"], CONFIG["seed"])
    model = Classifier(CONFIG["width"], jax.random.PRNGKey(CONFIG["seed"]))
    trainer = Trainer(model, CONFIG)
    final = trainer.fit(x, y, CONFIG["epochs"])
    preds = jnp.argmax(jax.vmap(trainer.model)(x), axis=1)
    print(f"final loss {final:.4f}, accuracy {float(jnp.mean(preds == y)):.3f}")
    print("median grad norm:", np.median(np.array(trainer.grad_norms)))


if __name__ == "__main__":
    main()
