from .config import ModelConfig, OptConfig
import jax

from .probe import summarize
from .train import train

if __name__ == "__main__":
    state, log = train(ModelConfig(), OptConfig())
    print("last:", log[-1])
    x = jax.random.normal(jax.random.PRNGKey(0), (4, ModelConfig().d_in))
    print(summarize(state, x))
