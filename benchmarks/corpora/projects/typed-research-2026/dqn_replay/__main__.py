import equinox as eqx
import jax
import numpy as np
import optax

from dqn_replay.agent import epsilon_at, greedy_action, update
from dqn_replay.config import Config
from dqn_replay.env import ChainEnv
from dqn_replay.qnet import QNetwork
from dqn_replay.replay import ReplayBuffer


def evaluate(model, cfg):
    env = ChainEnv(cfg.n_states, cfg.max_episode_len)
    obs, total, done = env.reset(), 0.0, False
    while not done:
        obs, r, done = env.step(int(greedy_action(model, obs)))
        total += r
    return total, env.t


def main(cfg=Config):
    rng = np.random.default_rng(cfg.seed)
    env = ChainEnv(cfg.n_states, cfg.max_episode_len)
    model = QNetwork(cfg.n_states, env.n_actions, cfg.hidden, jax.random.PRNGKey(cfg.seed))
    target_model = model
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    buffer = ReplayBuffer(cfg.buffer_size, cfg.n_states)
    obs, episodes, losses = env.reset(), 0, []
    for step in range(cfg.total_steps):
        if rng.random() < epsilon_at(step, cfg):
            action = int(rng.integers(env.n_actions))
        else:
            action = int(greedy_action(model, obs))
        next_obs, reward, done = env.step(action)
        buffer.add(obs, action, reward, next_obs, done)
        obs = env.reset() if done else next_obs
        episodes += int(done)
        if len(buffer) >= cfg.warmup:
            batch = buffer.sample(rng, cfg.batch_size)
            model, opt_state, loss = update(model, target_model, opt_state, batch, optimizer, cfg.gamma, cfg.double_q)
            losses.append(float(loss))
        if step % cfg.target_every == 0:
            target_model = model
        if step % 100 == 0 and losses:
            print(f"step {step:4d}  episodes {episodes:3d}  loss {np.mean(losses[-50:]):.4f}")
    ret, length = evaluate(model, cfg)
    print(f"greedy return {ret:.2f} in {length} steps")


if __name__ == "__main__":
    main()
