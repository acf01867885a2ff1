"""Trainer object built by ``instantiate``; owns the jitted update."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import objectives


class Trainer:
    def __init__(self, seed, steps, batch_size, data, schedule, model, optimizer,
                 sampler):
        self.seed, self.steps, self.batch_size = seed, steps, batch_size
        self.data = jnp.asarray(data)
        self.schedule, self.model = schedule, model
        self.optimizer, self.sampler = optimizer, sampler

    def _make_update(self):
        model, schedule, opt = self.model, self.schedule, self.optimizer

        @jax.jit
        def update(params, opt_state, x0, key):
            loss, grads = jax.value_and_grad(objectives.eps_loss)(
                params, model, schedule, x0, key)
            updates, opt_state = opt.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss

        return update

    def run(self):
        key = jax.random.PRNGKey(self.seed)
        key, init_key = jax.random.split(key)
        params = self.model.init(init_key, self.data.shape[-1])
        opt_state = self.optimizer.init(params)
        update = self._make_update()
        rng = np.random.default_rng(self.seed)
        for step in range(self.steps):
            idx = rng.integers(0, self.data.shape[0], self.batch_size)
            key, sub = jax.random.split(key)
            params, opt_state, loss = update(params, opt_state, self.data[idx], sub)
            if step % 100 == 0 or step == self.steps - 1:
                print(f"step {step:4d}  eps-mse {float(loss):.4f}")
        sample = jax.jit(self.sampler, static_argnums=(1, 2, 4, 5))
        xs = sample(params, self.model, self.schedule, key, 512, self.data.shape[-1])
        print("sample mean", np.round(np.asarray(xs.mean(0)), 3),
              "std", np.round(np.asarray(xs.std(0)), 3))
        return params
