import jax
import jax.numpy as jnp
import optax

from . import rollout
from .instantiate import instantiate


def build(cfg):
    env = instantiate(cfg["env"])
    policy = instantiate(cfg["policy"])
    optimizer = instantiate(cfg["optimizer"])
    return env, policy, optimizer


def make_update(cfg, env, policy, optimizer):
    tcfg = cfg["trainer"]

    def loss_fn(params, batch):
        logits = policy.apply(params, batch["contexts"])
        logp_all = jax.nn.log_softmax(logits)
        logp = jnp.take_along_axis(logp_all, batch["actions"][:, None], axis=-1)[:, 0]
        rewards = batch["rewards"]
        if tcfg["baseline"] == "mean":
            advantages = rewards - rewards.mean()
        else:
            advantages = rewards
        entropy = -jnp.sum(jnp.exp(logp_all) * logp_all, axis=-1).mean()
        return -(jax.lax.stop_gradient(advantages) * logp).mean() - tcfg["entropy_coef"] * entropy

    @jax.jit
    def update(params, opt_state, key):
        batch = rollout.collect(policy, params, env, key, tcfg["batch_size"])
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        regret = env.optimal_reward(batch["contexts"]).mean() - batch["rewards"].mean()
        return params, opt_state, {"loss": loss, "regret": regret}

    return update


def run(cfg):
    env, policy, optimizer = build(cfg)
    key = jax.random.PRNGKey(cfg["trainer"]["seed"])
    key, init_key = jax.random.split(key)
    params = policy.init(init_key, jnp.zeros((1, env.context_dim)))
    opt_state = optimizer.init(params)
    update = make_update(cfg, env, policy, optimizer)
    for step in range(cfg["trainer"]["steps"]):
        key, sub = jax.random.split(key)
        params, opt_state, stats = update(params, opt_state, sub)
        if step % 10 == 0:
            print(f"step {step:3d}  loss {float(stats['loss']):+.4f}  regret {float(stats['regret']):.4f}")
    return params
