import jax
import jax.numpy as jnp

from . import env, policy
from .config import PPOConfig
from .rollout import make_rollout


def gae(traj, last_value, gamma, lam):
    def body(carry, x):
        adv, next_value = carry
        nonterm = 1.0 - x["done"].astype(jnp.float32)
        delta = x["reward"] + gamma * next_value * nonterm - x["value"]
        adv = delta + gamma * lam * nonterm * adv
        return (adv, x["value"]), adv

    _, advs = jax.lax.scan(body, (jnp.zeros_like(last_value), last_value), traj, reverse=True)
    return advs, advs + traj["value"]


def ppo_loss(params, traj, advs, returns, clip_eps):
    logits, value = policy.apply(params, traj["obs"])
    logp = jnp.take_along_axis(jax.nn.log_softmax(logits), traj["action"][..., None], -1)[..., 0]
    ratio = jnp.exp(logp - traj["logp"])
    norm_adv = (advs - advs.mean()) / (advs.std() + 1e-8)
    pg = -jnp.minimum(ratio * norm_adv, jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps) * norm_adv)
    return pg.mean() + 0.5 * ((value - returns) ** 2).mean()


def main():
    cfg = PPOConfig()
    key = jax.random.PRNGKey(cfg.seed)
    key, k_init, k_env = jax.random.split(key, 3)
    params = policy.init(k_init, 2, cfg.hidden, 2)
    env_state = jax.vmap(env.reset)(jax.random.split(k_env, cfg.num_envs))
    obs = jax.vmap(env.observe)(env_state)
    rollout = make_rollout(cfg)

    @jax.jit
    def update(params, traj, last_obs):
        _, last_value = policy.apply(params, last_obs)
        advs, returns = gae(traj, last_value, cfg.gamma, cfg.lam)
        loss, grads = jax.value_and_grad(ppo_loss)(params, traj, advs, returns, cfg.clip_eps)
        return jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads), loss

    for it in range(cfg.iters):
        key, k_roll = jax.random.split(key)
        (env_state, obs, _), traj = rollout(params, env_state, obs, k_roll)
        params, loss = update(params, traj, obs)
        print(f"iter {it} loss {float(loss):.4f} return {float(traj['reward'].sum(0).mean()):.3f}")
