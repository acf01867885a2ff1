import jax
import optax

from . import env, replay
from .agent import collect
from .config import DQNConfig
from .learner import learn
from .qnet import init_qnet


def make_iteration(cfg, optimizer):
    @jax.jit
    def iteration(params, target_params, opt_state, env_state, buffer, key, eps):
        k1, k2 = jax.random.split(key)
        env_state, buffer, ret = collect(params, env_state, buffer, k1, eps, cfg, replay.add)
        batch = replay.sample(buffer, k2, cfg.batch_size)
        params, opt_state, loss = learn(params, target_params, opt_state, batch, optimizer, cfg.gamma)
        return params, opt_state, env_state, buffer, loss, ret

    return iteration


def main():
    cfg = DQNConfig()
    key = jax.random.PRNGKey(cfg.seed)
    key, init_key = jax.random.split(key)
    params = init_qnet(init_key, 2, cfg.hidden, 2)
    target_params = params
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(params)
    buffer = replay.init_buffer(cfg.capacity, 2)
    env_state = env.reset(cfg)
    iteration = make_iteration(cfg, optimizer)
    for it in range(cfg.iterations):
        key, sub = jax.random.split(key)
        eps = cfg.eps_start + (cfg.eps_end - cfg.eps_start) * min(it / (0.5 * cfg.iterations), 1.0)
        params, opt_state, env_state, buffer, loss, ret = iteration(
            params, target_params, opt_state, env_state, buffer, sub, eps
        )
        if it % cfg.target_every == 0:
            target_params = params
        if it % 10 == 0:
            print(f"iter {it:3d} loss {float(loss):.4f} return {float(ret):.2f}")
    print("buffer size", int(buffer.size))
