import jax
import jax.numpy as jnp
import optax

from ppo_gae import gae, networks


def ppo_loss(params, batch, clip_eps, vf_coef, ent_coef):
    logits, value = networks.actor_critic(params, batch["obs"])
    logp_all = jax.nn.log_softmax(logits)
    logp = jnp.take_along_axis(logp_all, batch["action"][:, None], axis=1)[:, 0]
    ratio = jnp.exp(logp - batch["logp"])
    adv = batch["adv"]
    pg = -jnp.minimum(ratio * adv, jnp.clip(ratio, 1 - clip_eps, 1 + clip_eps) * adv).mean()
    vf = 0.5 * ((value - batch["ret"]) ** 2).mean()
    ent = -(jnp.exp(logp_all) * logp_all).sum(-1).mean()
    return pg + vf_coef * vf - ent_coef * ent, (pg, vf, ent)


def make_update(cfg, optimizer):
    gamma, lam = cfg["gamma"], cfg["gae_lambda"]
    n_mb = cfg["num_minibatches"]

    def update(params, opt_state, traj, last_value, key):
        adv, ret = gae.compute_gae(traj["reward"], traj["value"], traj["done"], last_value, gamma, lam)
        adv = (adv - adv.mean()) / (adv.std() + 1e-8)
        flat = dict(obs=traj["obs"], action=traj["action"], logp=traj["logp"], adv=adv, ret=ret)
        flat = jax.tree.map(lambda a: a.reshape((-1,) + a.shape[2:]), flat)
        n = flat["adv"].shape[0]

        def epoch(carry, k):
            params, opt_state = carry
            perm = jax.random.permutation(k, n)
            mbs = jax.tree.map(lambda a: a[perm].reshape((n_mb, n // n_mb) + a.shape[1:]), flat)

            def mb_step(carry, mb):
                params, opt_state = carry
                (loss, aux), grads = jax.value_and_grad(ppo_loss, has_aux=True)(
                    params, mb, cfg["clip_eps"], cfg["vf_coef"], cfg["ent_coef"])
                updates, opt_state = optimizer.update(grads, opt_state, params)
                return (optax.apply_updates(params, updates), opt_state), loss

            (params, opt_state), losses = jax.lax.scan(mb_step, (params, opt_state), mbs)
            return (params, opt_state), losses.mean()

        keys = jax.random.split(key, cfg["epochs"])
        (params, opt_state), losses = jax.lax.scan(epoch, (params, opt_state), keys)
        return params, opt_state, losses[-1]

    return update
