import jax
import jax.numpy as jnp
import numpy as np
import optax
from jax import lax


class Learner:
    def __init__(self, env, network, estimator, optimizer, steps=200, batch=32, seed=0):
        self.env, self.estimator, self.optimizer = env, estimator, optimizer
        self.network = network.clone(n_obs=env.n_obs)
        self.steps, self.batch, self.seed = steps, batch, seed

    def loss(self, params, batch):
        v = self.network.apply(params, batch["states"])
        targets = jax.vmap(self.estimator)(batch["rewards"], lax.stop_gradient(v),
                                           batch["dones"])
        err = batch["mask"] * jnp.square(v[:, :-1] - targets)
        return jnp.sum(err) / jnp.maximum(jnp.sum(batch["mask"]), 1.0)

    def make_update(self):
        @jax.jit
        def update(params, opt_state, batch):
            loss, grads = jax.value_and_grad(self.loss)(params, batch)
            updates, opt_state = self.optimizer.update(grads, opt_state, params)
            return optax.apply_updates(params, updates), opt_state, loss
        return update

    def run(self):
        rng = np.random.default_rng(self.seed)
        params = self.network.init(jax.random.PRNGKey(self.seed),
                                   jnp.zeros((1, 2), jnp.int32))
        opt_state = self.optimizer.init(params)
        update = self.make_update()
        for step in range(self.steps):
            batch = self.env.sample(rng, self.batch)
            params, opt_state, loss = update(params, opt_state, batch)
            if step % 100 == 0 or step == self.steps - 1:
                print(f"step {step:4d}  td-loss {float(loss):.5f}")
        states = jnp.arange(1, self.env.n_states + 1)
        print("V:", np.round(np.asarray(self.network.apply(params, states)), 3))
        return params
