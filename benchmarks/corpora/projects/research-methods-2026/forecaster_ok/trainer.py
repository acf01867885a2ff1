import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


class Trainer:
    def __init__(self, model, scaler, cfg):
        self.model = model
        self.scaler = scaler
        self.cfg = cfg
        self.optimizer = nnx.Optimizer(model, optax.adam(cfg["lr"]), wrt=nnx.Param)
        self.train_step = nnx.jit(self._train_step)

    def _train_step(self, model, optimizer, xb, yb):
        def loss_fn(model):
            xn = self.scaler.transform(xb)
            yn = self.scaler.transform(yb)
            return jnp.mean((model(xn) - yn) ** 2)

        loss, grads = nnx.value_and_grad(loss_fn)(model)
        optimizer.update(model, grads)
        return loss

    def fit(self, X, Y):
        rng = np.random.default_rng(self.cfg["seed"])
        bs = self.cfg["batch_size"]
        n_batches = len(X) // bs
        self.scaler.fit(jnp.asarray(X))  # fit eagerly, before any jitted step sees the scaler
        for epoch in range(self.cfg["epochs"]):
            perm = rng.permutation(len(X))
            losses = []
            for b in range(n_batches):
                idx = perm[b * bs:(b + 1) * bs]
                losses.append(self.train_step(self.model, self.optimizer, jnp.asarray(X[idx]), jnp.asarray(Y[idx])))
            print(f"epoch {epoch}: train mse (scaled) {float(jnp.mean(jnp.stack(losses))):.4f}")

    def predict_one(self, window):
        z = self.scaler.transform(window)
        return self.scaler.inverse_transform(self.model(z[None])[0])

    def predict(self, X):
        return np.asarray(jax.vmap(self.predict_one)(jnp.asarray(X)))
