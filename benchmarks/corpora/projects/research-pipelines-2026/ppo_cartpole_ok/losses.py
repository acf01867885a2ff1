import jax
import jax.numpy as jnp
from jax import lax


def compute_gae(traj, last_value, gamma, lam):
    def backward(carry, tr):
        gae, next_value = carry
        reward, done, value = tr
        not_done = 1.0 - done.astype(jnp.float32)
        delta = reward + gamma * next_value * not_done - value
        gae = delta + gamma * lam * not_done * gae
        return (gae, value), gae

    init = (jnp.zeros_like(last_value), last_value)
    _, adv = lax.scan(backward, init, (traj.reward, traj.done, traj.value), reverse=True)
    return adv, adv + traj.value


def ppo_loss(params, model, traj, adv, targets, cfg):
    logits, value = model.apply(params, traj.obs)
    logp_all = jax.nn.log_softmax(logits)
    log_prob = jnp.take_along_axis(logp_all, traj.action[..., None], axis=-1)[..., 0]
    ratio = jnp.exp(log_prob - traj.log_prob)
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    unclipped = ratio * adv
    clipped = jnp.clip(ratio, 1.0 - cfg.clip_eps, 1.0 + cfg.clip_eps) * adv
    pg_loss = -jnp.mean(jnp.minimum(unclipped, clipped))
    v_loss = 0.5 * jnp.mean((value - targets) ** 2)
    entropy = -jnp.mean(jnp.sum(jnp.exp(logp_all) * logp_all, axis=-1))
    total = pg_loss + cfg.vf_coef * v_loss - cfg.ent_coef * entropy
    return total, {"pg_loss": pg_loss, "v_loss": v_loss, "entropy": entropy}
