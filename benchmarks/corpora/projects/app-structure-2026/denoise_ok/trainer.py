import jax
import jax.numpy as jnp
import optax
from flax import nnx

from denoise_ok.metrics import format_row
from denoise_ok.noise import build_noise


def train_step(model, optimizer, metrics, clean, key, corrupt):
    noisy = corrupt(key, clean)

    def loss_fn(model):
        return jnp.mean((model(noisy) - clean) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    metrics.update(loss=loss)


class DenoiseTrainer:
    def __init__(self, model, cfg):
        self.model = model
        self.cfg = cfg
        self.optimizer = nnx.Optimizer(model, optax.adam(cfg.learning_rate), wrt=nnx.Param)
        self.metrics = nnx.MultiMetric(loss=nnx.metrics.Average("loss"))
        self.corrupt = build_noise(cfg)
        self._train_step = nnx.jit(train_step, static_argnames=("corrupt",))
        self._denoise = nnx.jit(lambda model, x: model(x))

    def fit(self, batch_iter, key):
        for step in range(1, self.cfg.steps + 1):
            key, sub = jax.random.split(key)
            clean = jnp.asarray(next(batch_iter))
            self._train_step(self.model, self.optimizer, self.metrics, clean, sub,
                             corrupt=self.corrupt)
            if step % self.cfg.log_every == 0:
                values = {k: float(v) for k, v in self.metrics.compute().items()}
                print(format_row(step, values))
                self.metrics.reset()

    def corrupt_and_denoise(self, clean, key):
        noisy = self.corrupt(key, jnp.asarray(clean))
        return noisy, self._denoise(self.model, noisy)
