import jax


def collect(policy, params, env, key, batch_size):
    ctx_key, act_key, rew_key = jax.random.split(key, 3)
    contexts = env.sample_contexts(ctx_key, batch_size)
    logits = policy.apply(params, contexts)
    actions = jax.random.categorical(act_key, logits)
    rewards = env.reward(rew_key, contexts, actions)
    return {"contexts": contexts, "actions": actions, "rewards": rewards}
