import jax

from .buffer import ReplayBuffer
from .collect import collect
from .sampler import sample


def main() -> None:
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    buffer = collect(ReplayBuffer.create(capacity=16, obs_dim=2), k1, num_steps=24)
    obs, rewards = sample(buffer, k2, batch_size=4)
    print("count", int(buffer.count), "size", int(buffer.size), "sampled", obs.shape, float(rewards.mean()))


if __name__ == "__main__":
    main()
