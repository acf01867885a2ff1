"""Train DQN on Catch and evaluate the greedy policy on the host."""
import jax
import jax.numpy as jnp
import numpy as np
import optax

from . import buffer as rb
from . import dqn
from .env import Catch, EnvParams
from .qnet import QNetwork


def evaluate(env, env_params, network, params, obs, state, num_rounds: int = 3):
    """Play greedily from the current env states; NumPy only touches returned values."""
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    @jax.jit
    def play(obs, state, key):
        action = jnp.argmax(network.apply(params, obs), axis=-1)
        keys = jax.random.split(key, obs.shape[0])
        return v_step(keys, state, action, env_params)

    key = jax.random.PRNGKey(7)
    total = np.zeros(obs.shape[0])
    for _ in range(num_rounds * (env_params.rows - 1)):
        key, sub = jax.random.split(key)
        obs, state, reward, done = play(obs, state, sub)
        total += np.asarray(reward)
    return total


def main():
    num_envs, num_steps = 4, 300
    env, env_params = Catch(), EnvParams()
    network = QNetwork(env.num_actions)
    tx = optax.adam(1e-3)

    @jax.jit
    def setup(key):
        key, k_init, k_reset = jax.random.split(key, 3)
        obs, env_state = jax.vmap(env.reset, in_axes=(0, None))(
            jax.random.split(k_reset, num_envs), env_params)
        params = network.init(k_init, obs)
        example = rb.Transition(obs[0], jnp.int32(0), jnp.float32(0), obs[0], jnp.float32(0))
        buffer = rb.init(512, example)
        return dqn.TrainState(params, params, tx.init(params), env_state, obs, buffer,
                              jnp.int32(0), key)

    ts = setup(jax.random.PRNGKey(0))
    train = dqn.make_train(env, env_params, network, tx, num_steps)
    ts, metrics = train(ts)

    metrics = jax.device_get(metrics)
    episodes = int(np.sum(metrics["done"]))
    print(f"steps={num_steps * num_envs} episodes={episodes} buffer_size={int(ts.buffer.size)}")
    print(f"final loss={float(np.mean(metrics['loss'][-20:])):.4f}")
    returns = evaluate(env, env_params, network, ts.params, ts.obs, ts.env_state)
    print("greedy catches minus misses per env:", returns.tolist())


if __name__ == "__main__":
    main()
