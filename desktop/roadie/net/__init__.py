"""LAN play: a host holds the match; peers play their seats through a RemoteClient."""
