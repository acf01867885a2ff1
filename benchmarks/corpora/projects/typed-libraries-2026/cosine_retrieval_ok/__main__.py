import jax

from .encoders import CosineEncoder, LinearEncoder
from .protocols import Encoder
from .search import top_k_search


def main() -> None:
    kc, ke, kn = jax.random.split(jax.random.PRNGKey(0), 3)
    corpus = jax.random.normal(kc, (20, 6))
    queries = corpus[:4] + 0.05 * jax.random.normal(kn, (4, 6))
    encoder: Encoder = CosineEncoder(LinearEncoder(6, 8, key=ke))
    assert isinstance(encoder, Encoder)
    scores, idx = top_k_search(encoder, queries, corpus, k=3)
    print("top-1 indices", idx[:, 0].tolist(), "best scores", scores[:, 0].round(3).tolist())


if __name__ == "__main__":
    main()
