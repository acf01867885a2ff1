"""Split a flat record buffer into header and payload at a position stored in the buffer."""
import jax
import jax.numpy as jnp


@jax.jit
def parse_record(buffer):
    header_len = buffer[0].astype(jnp.int32)
    header, payload = jnp.split(buffer[1:], [header_len])
    return header.sum(), payload.mean()


def pretty(result):
    h, p = result
    return f"header checksum={float(h):.1f} payload mean={float(p):.3f}"


record = jnp.array([3.0, 7.0, 1.0, 2.0, 0.5, 0.25, 0.75, 1.5], dtype=jnp.float32)
print(pretty(parse_record(record)))
